import type { StepOutcome } from "./run-steps.ts";

/** One thing the writer can say, taken from a step's output. */
export interface Fact {
  tool_name: string;
  text: string;
}

export interface SummaryStep {
  tool_name: string;
  outcome: StepOutcome;
}

function scalarFields(output: Record<string, unknown>): string {
  const parts = Object.entries(output)
    .filter(([, v]) => ["string", "number", "boolean"].includes(typeof v))
    .slice(0, 6)
    .map(([k, v]) => `${k}: ${String(v)}`);
  return parts.length > 0 ? `${parts.join(", ")}.` : "Returned data (see raw data).";
}

/** Tools put a human-readable `context` in almost every output; fall back to its scalar fields. */
export function factFor(step: SummaryStep): Fact | null {
  if (!step.outcome.ok) return null;
  const output = step.outcome.output;
  if (typeof output !== "object" || output === null || Array.isArray(output)) return null;
  const record = output as Record<string, unknown>;
  const context = record.context;
  const text = typeof context === "string" && context.trim() !== "" ? context : scalarFields(record);
  return { tool_name: step.tool_name, text: oneLine(text) };
}

export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/.exec(text);
  return match ? match[0] : text;
}

export function failures(steps: readonly SummaryStep[]): string[] {
  return steps.flatMap((s) => (s.outcome.ok ? [] : [`${s.tool_name}: ${oneLine(s.outcome.error)}`]));
}

/** Joins sentences' worth of text and ends with one full stop, never "Corp.." */
export function sentence(parts: readonly string[], separator = "; "): string {
  return `${parts.join(separator).replace(/[.!?]+$/, "")}.`;
}

import {
  factFor,
  failures,
  firstSentence,
  oneLine,
  sentence,
  type Fact,
  type SummaryStep,
} from "./summary-facts.ts";
import type { Summarization } from "./types.ts";

type Shape = "bullets" | "numbered" | "table" | "sentence" | "prose";

/** The formats an instruction can ask for; anything else is reported as not applied. */
function shapeFor(instruction: string | undefined): { shape: Shape; understood: boolean } {
  const text = (instruction ?? "").toLowerCase();
  if (text.trim() === "") return { shape: "prose", understood: true };
  if (/\btable\b/.test(text)) return { shape: "table", understood: true };
  if (/\bnumbered\b/.test(text)) return { shape: "numbered", understood: true };
  if (/\bbullets?\b|\blist\b/.test(text)) return { shape: "bullets", understood: true };
  if (/\b(one|single|1)[ -]sentence\b|\btl;?dr\b/.test(text)) return { shape: "sentence", understood: true };
  if (/\bparagraph\b|\bprose\b/.test(text)) return { shape: "prose", understood: true };
  return { shape: "prose", understood: false };
}

function cell(text: string): string {
  return text.replace(/\|/g, "\\|");
}

function body(shape: Shape, facts: readonly Fact[], flash: boolean): string {
  const texts = facts.map((f) => (flash ? firstSentence(f.text) : f.text));
  switch (shape) {
    case "bullets":
      return texts.map((t) => `- ${t}`).join("\n");
    case "numbered":
      return texts.map((t, i) => `${i + 1}. ${t}`).join("\n");
    case "table":
      return [
        "| Source | Finding |",
        "| --- | --- |",
        ...facts.map((f, i) => `| ${cell(f.tool_name)} | ${cell(texts[i] ?? "")} |`),
      ].join("\n");
    case "sentence":
      return `${texts.map((t) => firstSentence(t).replace(/[.!?]$/, "")).join("; ")}.`;
    case "prose":
      return flash
        ? texts.join(" ")
        : texts.map((t, i) => `**${facts[i]?.tool_name ?? ""}**: ${t}`).join("\n\n");
  }
}

/**
 * A deterministic markdown summary of the step outputs (no language model): the same outputs and
 * options always give the same text. `kirha` writes a heading, every finding in full, failures
 * and sources; `kirha-flash` writes only the first sentence of each finding. Disabled or absent
 * summarization gives "" (the field stays a string, as the spec types it).
 */
export function writeSummary(query: string, steps: readonly SummaryStep[], options?: Summarization): string {
  if (!options?.enable) return "";
  const flash = options.model === "kirha-flash";
  const facts = steps.map(factFor).filter((f): f is Fact => f !== null);
  const { shape, understood } = shapeFor(options.instruction);
  const failed = failures(steps);
  if (facts.length === 0) {
    return failed.length > 0 ? `No data could be retrieved. ${sentence(failed)}` : "No data was retrieved.";
  }
  const main = body(shape, facts, flash);
  if (flash || shape === "sentence") return main;
  const parts = [`## ${oneLine(query)}`, main];
  if (failed.length > 0) parts.push(`**Not available:** ${sentence(failed)}`);
  parts.push(`_Sources: ${[...new Set(facts.map((f) => f.tool_name))].join(", ")}._`);
  if (!understood) {
    parts.push(
      "_The instruction was not applied: this writer shapes format only (bullet list, numbered list, table, one sentence)._",
    );
  }
  return parts.join("\n\n");
}

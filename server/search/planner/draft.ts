import type { StepRef, TemplateRef } from "../references.ts";
import type { Json, JsonObject } from "../types.ts";

export interface DraftStep {
  tool_name: string;
  parameters: JsonObject;
  reasoning: string;
}

/** What a vertical planner produces: steps in order (references use step indices) or why it could not. */
export type Draft = { ok: true; steps: DraftStep[]; reason: string } | { ok: false; reason: string };

/** Collects steps; `add` returns the index that later steps reference. */
export class DraftBuilder {
  readonly steps: DraftStep[] = [];

  add(tool_name: string, parameters: JsonObject, reasoning: string): number {
    this.steps.push({ tool_name, parameters, reasoning });
    return this.steps.length - 1;
  }

  done(reason: string): Draft {
    return { ok: true, steps: this.steps, reason };
  }
}

export function ref(step: number, outputKey: string): Json {
  const value: StepRef = { $fromStep: String(step), $outputKey: outputKey };
  return { ...value };
}

export function template(text: string, values: Json[]): Json {
  const value: TemplateRef = { $fromTemplateString: text, $values: values };
  return { ...value };
}

export const failed = (reason: string): Draft => ({ ok: false, reason });

/** "1 coin", "2 coins"; `plural` for irregular words ("hashes"). */
export function counted(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}

/** "Bluepeak Motors'" but "Apple's"; "the company's". */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

import {
  factFor,
  failures,
  firstSentence,
  oneLine,
  sentence,
  type Fact,
  type SummaryStep,
} from "./summary-facts.ts";
import { readInstruction, type Language, type Shape } from "./summary-instruction.ts";
import type { Summarization } from "./types.ts";

/** The writer's fixed phrases per language; findings are quoted as the tools wrote them. */
const PHRASES: Record<
  Language,
  {
    finding: string;
    notAvailable: string;
    sources: string;
    nothing: string;
    nothingFailed: string;
    quoted: string | null;
  }
> = {
  en: {
    finding: "Finding",
    notAvailable: "**Not available:**",
    sources: "_Sources:",
    nothing: "No data was retrieved.",
    nothingFailed: "No data could be retrieved.",
    quoted: null,
  },
  fr: {
    finding: "Constat",
    notAvailable: "**Non disponible :**",
    sources: "_Sources :",
    nothing: "Aucune donnée n'a été récupérée.",
    nothingFailed: "Aucune donnée n'a pu être récupérée.",
    quoted: "_Les constats sont cités tels que les outils les rédigent (en anglais)._",
  },
};

const FOLLOWS =
  "this writer follows a language it has templates for (English, French), a length (brief, at most N words) and a format (bullet list, numbered list, table, one sentence)";

/** Keeps the first `budget` words of the findings, in order; the cut one ends with "…". */
function withinWords(texts: readonly string[], budget: number): string[] {
  const out: string[] = [];
  let left = budget;
  for (const text of texts) {
    if (left <= 0) break;
    const words = text.split(/\s+/);
    out.push(words.length <= left ? text : `${words.slice(0, left).join(" ")}…`);
    left -= words.length;
  }
  return out;
}

function cell(text: string): string {
  return text.replace(/\|/g, "\\|");
}

function body(
  shape: Shape,
  facts: readonly Fact[],
  texts: readonly string[],
  flash: boolean,
  finding: string,
): string {
  switch (shape) {
    case "bullets":
      return texts.map((t) => `- ${t}`).join("\n");
    case "numbered":
      return texts.map((t, i) => `${i + 1}. ${t}`).join("\n");
    case "table":
      return [
        `| Source | ${finding} |`,
        "| --- | --- |",
        ...texts.map((t, i) => `| ${cell(facts[i]?.tool_name ?? "")} | ${cell(t)} |`),
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
 * and sources; `kirha-flash` writes only the first sentence of each finding. The instruction may
 * set the language (English, French), the length and the format (summary-instruction.ts); what it
 * asks beyond that is named as not applied. Disabled or absent summarization gives "" (the field
 * stays a string, as the spec types it).
 */
export function writeSummary(query: string, steps: readonly SummaryStep[], options?: Summarization): string {
  if (!options?.enable) return "";
  const d = readInstruction(options.instruction);
  const words = PHRASES[d.language];
  const flash = options.model === "kirha-flash";
  const facts = steps.map(factFor).filter((f): f is Fact => f !== null);
  const failed = failures(steps);
  if (facts.length === 0) {
    return failed.length > 0 ? `${words.nothingFailed} ${sentence(failed)}` : words.nothing;
  }
  const short = flash || d.brief;
  const whole = facts.map((f) => (short ? firstSentence(f.text) : f.text));
  const texts = d.words === null ? whole : withinWords(whole, d.words);
  const main = body(d.shape, facts.slice(0, texts.length), texts, flash, words.finding);
  // A word limit counts the whole answer, so it gets the findings alone.
  const note = d.unapplied === null ? null : `_Not applied: ${d.unapplied}; ${FOLLOWS}._`;
  if (flash || d.shape === "sentence" || d.words !== null) return note === null ? main : `${main}\n\n${note}`;
  const parts = [`## ${oneLine(query)}`, main];
  if (failed.length > 0) parts.push(`${words.notAvailable} ${sentence(failed)}`);
  parts.push(`${words.sources} ${[...new Set(facts.map((f) => f.tool_name))].join(", ")}._`);
  if (words.quoted !== null) parts.push(words.quoted);
  if (note !== null) parts.push(note);
  return parts.join("\n\n");
}

import { oneLine } from "../search/summary-facts.ts";
import type { Claim, TableData } from "./claims.ts";
import type { StoredStep } from "./step-store.ts";

export interface ReportInput {
  query: string;
  instruction: string | null;
  steps: readonly StoredStep[];
  claims: readonly Claim[];
  rejected: number;
}

const cell = (text: string) => oneLine(text).replace(/\|/g, "\\|");

function table(data: TableData): string {
  return [
    `| ${data.columns.map(cell).join(" | ")} |`,
    `| ${data.columns.map(() => "---").join(" | ")} |`,
    ...data.rows.map((r) => `| ${r.map(cell).join(" | ")} |`),
  ].join("\n");
}

/** Sources are numbered in order of first citation; every claim ends with its source's number. */
function sourceNumbers(claims: readonly Claim[]): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const c of claims) {
    const key = `${c.cite.position}:${c.cite.step}`;
    if (!numbers.has(key)) numbers.set(key, numbers.size + 1);
  }
  return numbers;
}

/**
 * The task's report as markdown, written without a language model: the same steps and claims
 * always give the same text. One section per sub-question, a table wherever a step returned rows,
 * every claim marked with the source it cites, and the list of sources at the end.
 */
export function writeReport(input: ReportInput): string {
  const numbers = sourceNumbers(input.claims);
  const ref = (c: Claim) => numbers.get(`${c.cite.position}:${c.cite.step}`) ?? 0;
  const answered = input.steps.filter((s) => input.claims.some((c) => c.cite.position === s.position));
  const parts = [`# ${oneLine(input.query)}`];
  if (input.instruction) parts.push(`_Instruction: ${oneLine(input.instruction)}_`);
  parts.push(
    "## Summary",
    `Researched ${input.steps.length} sub-question${input.steps.length === 1 ? "" : "s"}; ` +
      `${answered.length} answered with ${input.claims.length} finding${input.claims.length === 1 ? "" : "s"} ` +
      `from ${numbers.size} data call${numbers.size === 1 ? "" : "s"}.`,
  );
  for (const step of input.steps) {
    parts.push(`## ${step.position + 1}. ${oneLine(step.question)}`);
    const claims = input.claims.filter((c) => c.cite.position === step.position);
    if (claims.length === 0) {
      parts.push(`_Not answered: ${oneLine(step.error ?? "no finding could be backed by the data")}._`);
      continue;
    }
    parts.push(claims.map((c) => `- ${c.text} [${ref(c)}]`).join("\n"));
    for (const c of claims) if (c.table) parts.push(`${table(c.table)}\n\n_Source: [${ref(c)}]_`);
  }
  if (input.rejected > 0) {
    parts.push(`_${input.rejected} statement(s) were left out because the data did not back them._`);
  }
  parts.push("## Sources");
  const sources = [...numbers.entries()].map(([key, n]) => {
    const [position, stepIndex] = key.split(":").map(Number) as [number, number];
    const step = input.steps.find((s) => s.position === position);
    const planStep = step?.steps?.[stepIndex];
    return `${n}. \`${planStep?.tool_name ?? "unknown"}\` (step ${planStep?.id ?? stepIndex + 1} of sub-question ${position + 1})`;
  });
  parts.push(sources.join("\n"));
  return `${parts.join("\n\n")}\n`;
}

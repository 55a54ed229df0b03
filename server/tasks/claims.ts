import { factFor } from "../search/summary-facts.ts";
import type { StepOutcome } from "../search/run-steps.ts";
import type { StoredStep } from "./step-store.ts";

/** Where a claim comes from: a sub-question (its position) and one of its plan's steps. */
export interface Citation {
  position: number;
  step: number;
}

export interface TableData {
  columns: string[];
  rows: string[][];
}

/** One statement of the report, with the step output that backs it. */
export interface Claim {
  cite: Citation;
  tool_name: string;
  text: string;
  table?: TableData;
}

const MAX_ROWS = 10;
const MAX_COLUMNS = 6;

const isScalar = (v: unknown): v is string | number | boolean =>
  typeof v === "string" || typeof v === "number" || typeof v === "boolean";

/** The first top-level array of at least two objects, as a table of their scalar fields. */
export function tableOf(output: unknown): TableData | undefined {
  if (typeof output !== "object" || output === null) return undefined;
  for (const value of Object.values(output)) {
    if (!Array.isArray(value) || value.length < 2) continue;
    const rows = value.filter((r): r is Record<string, unknown> => typeof r === "object" && r !== null);
    if (rows.length < 2) continue;
    const columns = Object.keys(rows[0] ?? {})
      .filter((k) => rows.every((r) => r[k] === undefined || isScalar(r[k])))
      .slice(0, MAX_COLUMNS);
    if (columns.length === 0) continue;
    return {
      columns,
      rows: rows.slice(0, MAX_ROWS).map((r) => columns.map((c) => (isScalar(r[c]) ? String(r[c]) : ""))),
    };
  }
  return undefined;
}

/** Every fact the successful steps give, each citing its step. */
export function draftClaims(steps: readonly StoredStep[]): Claim[] {
  return steps.flatMap((s) =>
    (s.status === "done" ? (s.outcomes ?? []) : []).flatMap((outcome, i) => {
      const toolName = s.steps?.[i]?.tool_name ?? "";
      const fact = factFor({ tool_name: toolName, outcome });
      if (fact === null) return [];
      const table = outcome.ok ? tableOf(outcome.output) : undefined;
      const claim: Claim = { cite: { position: s.position, step: i }, tool_name: toolName, text: fact.text };
      return [table ? { ...claim, table } : claim];
    }),
  );
}

function citedOutput(steps: readonly StoredStep[], cite: Citation): StepOutcome | undefined {
  return steps.find((s) => s.position === cite.position && s.status === "done")?.outcomes?.[cite.step];
}

/** Numbers as written in a claim: "$1525369206", "67321.45", "#2". */
const numbersIn = (text: string): string[] => text.match(/\d+(?:\.\d+)?/g) ?? [];

/**
 * A claim is kept only if it cites a successful step whose output contains every number the
 * claim states and every cell of its table: a claim the data does not back never reaches the
 * report. Returns the kept claims and a reason for each rejected one.
 */
export function validateClaims(
  claims: readonly Claim[],
  steps: readonly StoredStep[],
): { kept: Claim[]; rejected: string[] } {
  const kept: Claim[] = [];
  const rejected: string[] = [];
  for (const claim of claims) {
    const outcome = citedOutput(steps, claim.cite);
    const where = `sub-question ${claim.cite.position + 1}, step ${claim.cite.step + 1}`;
    if (!outcome?.ok) {
      rejected.push(`${where}: cites no successful data call`);
      continue;
    }
    const data = JSON.stringify(outcome.output);
    const cells =
      claim.table?.rows
        .flat()
        .filter((c) => c !== "")
        .map((c) => JSON.stringify(c).slice(1, -1)) ?? [];
    const missing = [...numbersIn(claim.text), ...cells].find((v) => !data.includes(v));
    if (missing !== undefined) {
      rejected.push(`${where}: "${missing}" is not in the cited output`);
      continue;
    }
    kept.push(claim);
  }
  return { kept, rejected };
}

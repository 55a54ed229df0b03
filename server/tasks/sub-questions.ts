import { coreName, companyMentions } from "../search/planner/company-entities.ts";
import { coinMentions } from "../search/planner/crypto-entities.ts";
import { inferVertical } from "../search/planner/infer-vertical.ts";
import { planQuery } from "../search/planner/planner.ts";
import { toolsForVertical } from "../tools/catalog.ts";
import type { Datasets } from "../tools/datasets.ts";
import type { Vertical } from "../tools/types.ts";

export interface SubQuestion {
  question: string;
  vertical: Vertical;
}

export type Decomposition = { ok: true; questions: SubQuestion[] } | { ok: false; reason: string };

/** A task researches at most this many sub-questions, so its cost stays bounded. */
export const MAX_SUB_QUESTIONS = 5;
/**
 * Planning one candidate is synchronous work on the service's only thread, and a query within its
 * 2,000 characters can hold a thousand short clauses (docs/performance.md, "Service"). Past this many
 * distinct candidates the rest is not tried.
 */
export const MAX_CANDIDATES = 4 * MAX_SUB_QUESTIONS;

/** The query's clauses: sentences and semicolon-separated parts. */
function clauses(query: string): string[] {
  return query
    .split(/[?;\n]|\.(?=\s|$)/)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}

/** Background questions about each entity the query names, which the main question may not cover. */
function entityQuestions(text: string, data: Datasets): string[] {
  const coins = coinMentions(text, data.coins).map((m) => `Tell me about ${m.coin.name}`);
  const companies = companyMentions(text, data.companies).map(
    (m) => `Tell me about ${coreName(m.company.name)}`,
  );
  return [...coins, ...companies];
}

/**
 * Splits a research query into sub-questions the planner can answer: each clause of the query,
 * then a background question per named coin or company. Deterministic: the same query always
 * gives the same list. Questions the planner cannot plan are dropped, and so are questions whose
 * plan repeats an earlier one; if none is left the query is unanswerable, with the planner's reason.
 * Repeated candidates are tried once, and at most MAX_CANDIDATES of them.
 */
export function decompose(query: string, data: Datasets): Decomposition {
  const candidates = [...new Set([...clauses(query), ...entityQuestions(query, data)])].slice(
    0,
    MAX_CANDIDATES,
  );
  const seen = new Set<string>();
  const questions: SubQuestion[] = [];
  let firstReason: string | null = null;
  for (const question of candidates) {
    if (questions.length >= MAX_SUB_QUESTIONS) break;
    const vertical = inferVertical(question, data);
    const plan = planQuery({
      query: question,
      vertical,
      deterministic: true,
      tools: toolsForVertical(vertical) ?? [],
      data,
    });
    if (plan.status !== "success") {
      firstReason ??= plan.reason;
      continue;
    }
    if (seen.has(plan.deterministicSignature)) continue;
    seen.add(plan.deterministicSignature);
    questions.push({ question, vertical });
  }
  if (questions.length > 0) return { ok: true, questions };
  return {
    ok: false,
    reason: `No part of the question could be researched with the available data: ${firstReason ?? "it is empty"}`,
  };
}

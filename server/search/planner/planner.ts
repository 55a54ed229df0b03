import type { Dialect } from "../../config.ts";
import { newStepId } from "../../http/ids.ts";
import type { Datasets } from "../../tools/datasets.ts";
import type { Tool, Vertical } from "../../tools/types.ts";
import { PlanGraphError, topologicalOrder } from "../dependencies.ts";
import { planSignature } from "../signature.ts";
import type { PlanStep } from "../types.ts";
import { planCompany } from "./company-planner.ts";
import { planCrypto } from "./crypto-planner.ts";
import { planParts, questionParts } from "./question-parts.ts";
import { toolsForVertical, VERTICALS } from "../../tools/catalog.ts";
import { CAN_ANSWER, planFromCatalogue } from "./catalogue-planner.ts";
import { failed, type Draft } from "./draft.ts";
import { detectVertical } from "./infer-vertical.ts";

export interface PlanResult {
  status: "success" | "failed";
  steps: PlanStep[];
  reason: string;
  /** Sum of the steps' prices: what running the plan costs if every step succeeds. */
  estimate: bigint;
  deterministicSignature: string;
}

export interface PlanInput {
  query: string;
  vertical: Vertical;
  /**
   * true: step ids are positional ("step-1", "step-2", … or their production form), so equal queries give byte-identical
   * plans. false: step ids are random; tools, parameters, references (which use step indices),
   * reasoning and therefore the signature are the same. The planner has no other randomness to
   * switch off: it is rule-based, not a language model.
   */
  deterministic: boolean;
  /** The wire dialect of the account asking, which mints the step ids (`server/http/ids.ts`). */
  dialect?: Dialect;
  tools: readonly Tool[];
  data: Datasets;
}

function fail(vertical: Vertical, reason: string): PlanResult {
  return {
    status: "failed",
    steps: [],
    reason,
    estimate: 0n,
    deterministicSignature: planSignature(vertical, []),
  };
}

/** The legacy rule sets answer only questions naming something their data or vocabulary knows. */
const MARKET_WORDS = /\b(market|prices?|worth|gainers?|losers?|volume|chain ?ids?)\b/i;

function legacyTopic(text: string, vertical: Vertical, data: Datasets): boolean {
  const detected = detectVertical(text, data);
  return detected !== null || (vertical === "crypto" && MARKET_WORDS.test(text));
}

function refusal(vertical: Vertical): Draft {
  return failed(
    `No tool of the ${vertical} vertical answers this question, so nothing was planned. The ${vertical} tools answer: ${CAN_ANSWER[vertical]}.`,
  );
}

/** A question of another vertical is refused here, naming the vertical whose tools answer it. */
function withinVertical(draft: Draft, vertical: Vertical, tools: readonly Tool[]): Draft {
  if (!draft.ok) return draft;
  const offered = new Set(tools.map((t) => t.name));
  const missing = [...new Set(draft.steps.map((s) => s.tool_name).filter((name) => !offered.has(name)))];
  if (missing.length === 0) return draft;
  const homes = VERTICALS.filter((v) =>
    draft.steps.every((s) => toolsForVertical(v)?.some((t) => t.name === s.tool_name)),
  );
  return failed(
    `It needs ${missing.join(", ")}, which the ${vertical} vertical does not offer; ask with vertical_id ${homes.join(" or ")}, whose tools answer it.`,
  );
}

export function planQuery(input: PlanInput): PlanResult {
  const planPart = (text: string): Draft => {
    const hit = planFromCatalogue(text, input.data.coins);
    if (hit !== null) return withinVertical(hit.draft, input.vertical, input.tools);
    if (input.vertical === "crypto" && legacyTopic(text, "crypto", input.data))
      return planCrypto(text, input.data.coins);
    if (input.vertical === "company" && legacyTopic(text, "company", input.data))
      return planCompany(text, input.data.companies);
    return refusal(input.vertical);
  };
  const parts = questionParts(input.query);
  // A question of several parts plans each part, so none is dropped by the rule the first one matched.
  const draft = parts.length > 1 ? planParts(parts, planPart) : planPart(input.query);
  if (!draft.ok) return fail(input.vertical, draft.reason);
  const prices = new Map(input.tools.map((t) => [t.name, t.price]));
  const missing = draft.steps.map((s) => s.tool_name).filter((name) => !prices.has(name));
  if (missing.length > 0) {
    return fail(
      input.vertical,
      `The plan needs tools this vertical does not offer: ${[...new Set(missing)].join(", ")}.`,
    );
  }
  const steps: PlanStep[] = draft.steps.map((s, i) => ({
    id: newStepId(input.dialect ?? "spec", input.deterministic ? i : null),
    tool_name: s.tool_name,
    parameters: s.parameters,
    reasoning: s.reasoning,
  }));
  try {
    topologicalOrder(steps);
  } catch (error) {
    if (error instanceof PlanGraphError)
      return fail(input.vertical, `Internal planning error: ${error.message}`);
    throw error;
  }
  const estimate = draft.steps.reduce((sum, s) => sum + BigInt(prices.get(s.tool_name) ?? 0), 0n);
  return {
    status: "success",
    steps,
    reason: draft.reason,
    estimate,
    deterministicSignature: planSignature(input.vertical, steps),
  };
}

import { toolsForVertical } from "../../tools/catalog.ts";
import { loadDatasets } from "../../tools/datasets.ts";
import type { Vertical } from "../../tools/types.ts";
import { stepExecutor } from "../execute-step.ts";
import { runSteps } from "../run-steps.ts";
import { COMPANY_CASES, CRYPTO_CASES } from "./planner-cases.ts";
import { planQuery } from "./planner.ts";

/** Tools that need the local chain; their plans are checked against anvil by the e2e suite, not here. */
const CHAIN_TOOLS = new Set(["chain_getBalance", "chain_getTransaction", "dunesim_getTokenHolders"]);

const runnable = (cases: Array<[string, string[]]>, vertical: Vertical) =>
  cases.filter(([, tools]) => !tools.some((t) => CHAIN_TOOLS.has(t))).map(([q]) => [q, vertical] as const);

const execute = stepExecutor({
  chain: null,
  data: loadDatasets(),
  now: () => new Date("2026-11-21T12:00:00Z"),
});

describe("every planned step runs against the datasets", () => {
  it.each([...runnable(CRYPTO_CASES, "crypto"), ...runnable(COMPANY_CASES, "company")])(
    "%s (%s)",
    async (query, vertical) => {
      const plan = planQuery({
        query,
        vertical,
        deterministic: true,
        tools: toolsForVertical(vertical) ?? [],
        data: loadDatasets(),
      });
      const outcomes = await runSteps(plan.steps, execute);
      const failures = outcomes.flatMap((o, i) => (o.ok ? [] : [`${plan.steps[i]?.tool_name}: ${o.error}`]));
      expect(failures).toEqual([]);
    },
  );
});

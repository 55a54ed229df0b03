import { expect, test } from "vitest";
import { applyInputs, type RecipeStep } from "./recipe";
import { recipeCost, expectedCredits } from "./recipe-cost";
import { canMove, runWaves } from "./recipe-graph";
import { runRecipe, type RunStep, type StepState } from "./run-recipe";
import { chain, testTools } from "./test-tools";

const outputs: Record<string, unknown> = {
  secfilings_searchCompany: { companies: [{ ticker: "AAPL", name: "Apple Inc." }, { ticker: "APLE" }] },
  secfilings_getCompanyProfile: { company: { ticker: "AAPL", employees: 161000 } },
  fmp_getIncomeStatement: { statements: [{ fiscalYear: 2025 }] },
};

const fake = (fail: string[] = []) => {
  const calls: Array<[string, Record<string, unknown>]> = [];
  const run: RunStep = (step, input) => {
    calls.push([step.id, input]);
    return Promise.resolve(
      fail.includes(step.id)
        ? { ok: false, error: "No company matches" }
        : { ok: true, output: outputs[step.tool_name], consumed: 1 },
    );
  };
  return { calls, run };
};

test("each step gets its references resolved from the earlier answers, arrays by index", async () => {
  const { calls, run } = fake();
  const states = await runRecipe(chain, run);
  expect(calls).toEqual([
    ["step-1", { query: "apple" }],
    ["step-2", { ticker: "AAPL" }],
    ["step-3", { ticker: "AAPL" }],
  ]);
  expect(states.map((s) => s.status)).toEqual(["ok", "ok", "ok"]);
});

test("templates are filled the way the service fills them", async () => {
  const { calls, run } = fake();
  const steps = [
    chain[0] as RecipeStep,
    {
      id: "t",
      tool_name: "unpriced_tool",
      parameters: {
        text: {
          $fromTemplateString: "{0} / {1} / {2}",
          $values: [
            { $fromStep: "0", $outputKey: "companies.1.ticker" },
            { $fromStep: "step-1", $outputKey: "companies.0" },
            "lit",
          ],
        },
      },
    },
  ];
  await runRecipe(steps, run);
  expect(calls[1]).toEqual(["t", { text: 'APLE / {"ticker":"AAPL","name":"Apple Inc."} / lit' }]);
});

test("a failing middle step stops its dependents, says why, and the independent steps finish", async () => {
  const { calls, run } = fake(["step-2"]);
  const independent = { id: "step-4", tool_name: "unpriced_tool", parameters: { text: "x" } };
  const seen: Array<[number, string]> = [];
  const states = await runRecipe([...chain, independent], run, (i, s) => seen.push([i, s.status]));
  expect(calls.map(([id]) => id).sort()).toEqual(["step-1", "step-2", "step-4"]);
  expect(states[1]).toEqual({ status: "failed", input: { ticker: "AAPL" }, error: "No company matches" });
  expect(states[2]).toEqual({
    status: "skipped",
    reason: "skipped: step-2 (secfilings_getCompanyProfile) failed: No company matches",
  });
  expect(states[3]?.status).toBe("ok");
  expect(seen.filter(([i]) => i === 2)).toEqual([[2, "skipped"]]);
});

test("a path that is not in the answer fails the step before any request", async () => {
  const { calls, run } = fake();
  const steps = [
    chain[0] as RecipeStep,
    {
      ...(chain[1] as RecipeStep),
      parameters: { ticker: { $fromStep: "step-1", $outputKey: "companies.5.ticker" } },
    },
  ];
  const states = await runRecipe(steps, run);
  expect(calls).toHaveLength(1);
  expect((states[1] as Extract<StepState, { status: "failed" }>).error).toBe(
    'reference to step "step-1" at "companies.5.ticker": "companies" has 2 item(s); index 5 does not exist',
  );
});

test("independent steps share a wave and start together", async () => {
  const started: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const steps = [
    { id: "a", tool_name: "unpriced_tool", parameters: {} },
    { id: "b", tool_name: "unpriced_tool", parameters: {} },
    { id: "c", tool_name: "unpriced_tool", parameters: { text: { $fromStep: "a", $outputKey: "" } } },
  ];
  expect(runWaves(steps)).toEqual({ waves: [[0, 1], [2]], stuck: [] });
  const done = runRecipe(steps, async (step) => {
    started.push(step.id);
    await gate;
    return { ok: true, output: "v", consumed: null };
  });
  await Promise.resolve();
  await Promise.resolve();
  expect(started).toEqual(["a", "b"]);
  release();
  await done;
  expect(started).toEqual(["a", "b", "c"]);
});

test("cost is the sum of listed prices; an unpriced step makes it unknown", () => {
  expect(recipeCost(chain, testTools)).toEqual({ listed: 6n, unpriced: [] });
  expect(expectedCredits(recipeCost(chain, testTools))).toBe(6n);
  const withUnpriced = [...chain, { id: "x", tool_name: "unpriced_tool", parameters: {} }];
  expect(recipeCost(withUnpriced, testTools)).toEqual({ listed: 6n, unpriced: ["x"] });
  expect(expectedCredits(recipeCost(withUnpriced, testTools))).toBeNull();
});

test("a step moves only where its sources stay before it", () => {
  expect(canMove(chain, 2, 1)).toBe(false);
  expect(canMove(chain, 0, 1)).toBe(false);
  const loose = [...chain, { id: "x", tool_name: "unpriced_tool", parameters: {} }];
  expect(canMove(loose, 3, 0)).toBe(true);
});

test("running one step reuses the answers already there and sends only what is missing", async () => {
  const first = fake();
  const states = await runRecipe(chain, first.run);
  const again = fake();
  const only = await runRecipe(chain, again.run, undefined, { reuse: [states[0]], only: 2 });
  expect(again.calls.map(([id]) => id)).toEqual(["step-2", "step-3"]);
  expect(only.map((s) => s.status)).toEqual(["ok", "ok", "ok"]);
  const third = fake();
  await runRecipe(chain, third.run, undefined, { reuse: only, only: 1 });
  expect(third.calls).toEqual([["step-2", { ticker: "AAPL" }]]);
});

test("a run's input values are written over the promoted literals", () => {
  const inputs = [{ name: "company name", step: "step-1", field: "query" }];
  expect(applyInputs(chain, inputs, { "company name": "microsoft" })[0]?.parameters).toEqual({
    query: "microsoft",
  });
  expect(applyInputs(chain, inputs, {})[0]?.parameters).toEqual({ query: "apple" });
});

import { PlanGraphError, topologicalOrder } from "./dependencies.ts";
import { runSteps, type ExecuteStep } from "./run-steps.ts";
import type { JsonObject, PlanStep } from "./types.ts";

function step(id: string, tool_name: string, parameters: JsonObject = {}): PlanStep {
  return { id, tool_name, parameters, reasoning: "" };
}

const search = step("a", "search", { query: "bitcoin" });
const price = step("b", "price", { id: { $fromStep: "0", $outputKey: "coins.0.id" } });
const chain = step("c", "chain", { name: "ethereum" });
const both = step("d", "both", {
  q: {
    $fromTemplateString: "{0}@{1}",
    $values: [
      { $fromStep: "b", $outputKey: "usd" },
      { $fromStep: 2, $outputKey: "id" },
    ],
  },
});

const outputsByTool: Record<string, unknown> = {
  search: { coins: [{ id: "bitcoin" }] },
  price: { usd: 100 },
  chain: { id: 1 },
  both: { ok: true },
};

describe("topologicalOrder", () => {
  it("orders steps after the steps they read from, by id or index", () => {
    expect(topologicalOrder([search, price, chain, both])).toEqual([0, 1, 2, 3]);
    expect(
      topologicalOrder([step("x", "t", { v: { $fromStep: "y", $outputKey: "" } }), step("y", "t")]),
    ).toEqual([1, 0]);
  });

  it("rejects unknown steps, self references and cycles", () => {
    expect(() => topologicalOrder([step("x", "t", { v: { $fromStep: "9", $outputKey: "" } })])).toThrow(
      /unknown step "9"/,
    );
    expect(() => topologicalOrder([step("x", "t", { v: { $fromStep: "x", $outputKey: "" } })])).toThrow(
      /itself/,
    );
    const cyclic = [
      step("x", "t", { v: { $fromStep: "y", $outputKey: "" } }),
      step("y", "t", { v: { $fromStep: "x", $outputKey: "" } }),
    ];
    expect(() => topologicalOrder(cyclic)).toThrow(PlanGraphError);
  });
});

describe("runSteps", () => {
  it("passes resolved parameters and runs independent steps concurrently", async () => {
    const running = new Set<string>();
    let maxConcurrent = 0;
    const calls: Array<[string, JsonObject]> = [];
    const execute: ExecuteStep = async (s, parameters) => {
      calls.push([s.id, parameters]);
      running.add(s.id);
      maxConcurrent = Math.max(maxConcurrent, running.size);
      await new Promise((r) => setTimeout(r, 10));
      running.delete(s.id);
      return { ok: true, output: outputsByTool[s.tool_name] };
    };
    const outcomes = await runSteps([search, price, chain, both], execute);
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(outcomes[1]).toMatchObject({ parameters: { id: "bitcoin" }, output: { usd: 100 } });
    expect(outcomes[3]).toMatchObject({ parameters: { q: "100@1" } });
    expect(maxConcurrent).toBe(2); // search and chain start together; d waits for b and c
    expect(calls.map(([id]) => id).indexOf("d")).toBe(3);
  });

  it("fails a step whose reference cannot be resolved without executing it", async () => {
    const executed: string[] = [];
    const outcomes = await runSteps([search, price], (s) => {
      executed.push(s.id);
      return Promise.resolve({ ok: true, output: s.id === "a" ? { coins: [] } : {} });
    });
    expect(executed).toEqual(["a"]);
    expect(outcomes[1]).toEqual({
      ok: false,
      parameters: null,
      error: expect.stringMatching(/"coins" has 0 item\(s\); index 0 does not exist/) as string,
    });
  });

  it("skips dependants of a failed step and keeps independent ones", async () => {
    const outcomes = await runSteps([search, price, chain], (s) =>
      Promise.resolve(
        s.id === "a"
          ? { ok: false as const, error: "upstream down" }
          : { ok: true as const, output: outputsByTool[s.tool_name] },
      ),
    );
    expect(outcomes.map((o) => o.ok)).toEqual([false, false, true]);
    expect(outcomes[0]).toMatchObject({ error: "upstream down", parameters: { query: "bitcoin" } });
    expect(outcomes[1]).toMatchObject({ error: 'skipped: step 0 ("a") failed' });
  });

  it("turns a thrown execution error into a step failure", async () => {
    const outcomes = await runSteps([chain], () => Promise.reject(new Error("boom")));
    expect(outcomes).toEqual([{ ok: false, parameters: { name: "ethereum" }, error: "boom" }]);
  });
});

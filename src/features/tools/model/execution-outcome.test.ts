import { creditsOf } from "./execution-outcome";
import type { Execution } from "../hooks/use-tool-execution";

const base: Execution = {
  id: "1",
  toolName: "coingecko_searchCoin",
  input: {},
  at: 0,
  latencyMs: 10,
  result: { output: {}, isError: false },
  error: null,
};

describe("creditsOf", () => {
  it("takes the usage the wire reports", () => {
    const execution = {
      ...base,
      result: { output: {}, isError: false, usage: { estimated: 2, consumed: 1 } },
    };
    expect(creditsOf(execution, 5)).toEqual({ credits: 1, creditsSource: "usage" });
  });

  it("falls back to the listed price, labelled as a price, and to unknown without one", () => {
    expect(creditsOf(base, 3)).toEqual({ credits: 3, creditsSource: "price" });
    expect(creditsOf(base, null)).toEqual({ credits: null });
  });

  it("charges nothing for a failed call without usage", () => {
    expect(creditsOf({ ...base, result: null, error: new Error("offline") }, 3)).toEqual({ credits: 0 });
  });
});

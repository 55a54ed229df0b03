import { expect, test } from "vitest";
import { diffOutputs } from "./output-diff";

test("paths the new answer added, removed and changed", () => {
  const before = { price: 1, coins: [{ id: "btc" }], gone: true };
  const after = { price: 2, coins: [{ id: "btc" }, { id: "eth" }], extra: { a: 1 } };
  expect(diffOutputs(before, after)).toEqual({
    added: ["coins[1]", "extra"],
    removed: ["gone"],
    changed: ["price"],
  });
});

test("answers that are not objects are one change of the whole, or none", () => {
  expect(diffOutputs("a", "a")).toEqual({ added: [], removed: [], changed: [] });
  expect(diffOutputs("a", { a: 1 })).toEqual({ added: [], removed: [], changed: ["(the whole answer)"] });
});

import { expect, test } from "vitest";
import { diffOutputs, withoutVolatile } from "./output-diff";

test("paths the new answer added, removed and changed, with their values", () => {
  const before = { price: 1, coins: [{ id: "btc" }], gone: true };
  const after = { price: 2, coins: [{ id: "btc" }, { id: "eth" }], extra: { a: 1 } };
  expect(diffOutputs(before, after)).toEqual({
    added: [
      { path: "coins[1]", after: { id: "eth" }, volatile: false },
      { path: "extra", after: { a: 1 }, volatile: false },
    ],
    removed: [{ path: "gone", before: true, volatile: false }],
    changed: [{ path: "price", before: 1, after: 2, volatile: false }],
  });
});

test("answers that are not objects are one change of the whole, or none", () => {
  expect(diffOutputs("a", "a")).toEqual({ added: [], removed: [], changed: [] });
  expect(diffOutputs("a", { a: 1 }).changed).toEqual([
    { path: "(the whole answer)", before: "a", after: { a: 1 }, volatile: false },
  ]);
});

test("ids, step ids, balances and timestamps are volatile: a re-run with the same answer has nothing else", () => {
  const run = (id: string, balance: number, at: string) => ({
    id,
    summary: "BTC is at 1",
    rawData: [{ stepId: `step-${id}`, toolName: "price", output: { price: 1 } }],
    account: { balance, balanceTimestamp: at },
    expires_at: at,
  });
  const outputs = diffOutputs(run("a", 10, "2026-11-28T01:00:00Z"), run("b", 8, "2026-11-28T01:05:00Z"));
  expect(outputs.changed.map((entry) => [entry.path, entry.volatile])).toEqual([
    ["id", true],
    ["rawData[0].stepId", true],
    ["account.balance", true],
    ["account.balanceTimestamp", true],
    ["expires_at", true],
  ]);
  expect(withoutVolatile(outputs)).toEqual({ added: [], removed: [], changed: [] });
});

test("a data field that only ends in Id is part of the answer", () => {
  expect(diffOutputs({ coinId: "bitcoin" }, { coinId: "ethereum" }).changed).toEqual([
    { path: "coinId", before: "bitcoin", after: "ethereum", volatile: false },
  ]);
});

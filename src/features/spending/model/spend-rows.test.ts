import { expect, test } from "vitest";
import type { LedgerMovement } from "../../../lib/account-ledger/list-ledger";
import { aCall } from "../../../lib/call-records/call-test-kit";
import { joinRows } from "./spend-rows";

const AT = Date.UTC(2026, 10, 20, 12);
const move = (over: Partial<LedgerMovement>): LedgerMovement => ({
  id: "m1",
  at: new Date(AT).toISOString(),
  credits: -4n,
  balanceAfter: 100n,
  kind: "tool",
  ref: "texec_1",
  subject: "coingecko_screenCoins",
  vertical: "crypto",
  overpaid: null,
  ...over,
});

test("a task is one row: its charges summed from the ledger, each kept as a part", () => {
  const rows = joinRows(
    [aCall({ kind: "task", ref: "task_1", credits: null, creditsSource: "not_reported", at: AT })],
    [
      move({ id: "a", kind: "task", ref: "task_1", credits: -3n, subject: "BTC vs ETH" }),
      move({ id: "b", kind: "task", ref: "task_1", credits: -6n, subject: "BTC vs ETH" }),
    ],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    credits: 9n,
    creditsSource: "ledger",
    stored: true,
    subject: "BTC vs ETH",
  });
  expect(rows[0]?.parts.map((p) => p.credits)).toEqual([3n, 6n]);
});

test("a task made on another device is one row too, named by its question", () => {
  const rows = joinRows(
    [],
    [
      move({ id: "a", kind: "task", ref: "task_2", credits: -3n, subject: "BTC vs ETH" }),
      move({
        id: "b",
        kind: "task",
        ref: "task_2",
        credits: -6n,
        subject: "BTC vs ETH",
        vertical: "company",
      }),
    ],
  );
  expect(rows.map((r) => [r.id, r.kind, r.subject, r.credits, r.stored])).toEqual([
    ["ledger:task_2", "task", "BTC vs ETH", 9n, false],
  ]);
});

test("joins by ref only: a record of the same kind and credits at the same moment is another call", () => {
  const rows = joinRows(
    [aCall({ kind: "tool", ref: "texec_mine", credits: 4n, creditsSource: "listed", at: AT + 1_500 })],
    [move({ ref: "texec_theirs" })],
  );
  expect(rows.map((r) => [r.ref, r.stored])).toEqual([
    ["texec_mine", true],
    ["texec_theirs", false],
  ]);
});

test("a record the ledger names takes its subject, vertical and credits; it is listed once", () => {
  const rows = joinRows(
    [aCall({ kind: "search", ref: "s1", subject: "btc", vertical: null, credits: null, at: AT })],
    [move({ kind: "search", ref: "s1", credits: -2n, subject: "btc", vertical: "crypto" })],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ vertical: "crypto", credits: 2n, creditsSource: "ledger", stored: true });
});

test("a charge made on another device reads as its subject, not its id; top-ups are not charges", () => {
  const rows = joinRows(
    [aCall({ kind: "tool", ref: null, credits: 4n, at: AT - 10 * 60_000 })],
    [move({ id: "far" }), move({ id: "topup", kind: "top_up", credits: 500n, ref: "inv_1", subject: null })],
  );
  expect(rows.map((r) => [r.id, r.subject, r.stored, r.credits])).toEqual([
    ["ledger:texec_1", "coingecko_screenCoins", false, 4n],
    [expect.any(String), "get_price", true, 4n],
  ]);
});

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
  ...over,
});

test("a task whose cost was not reported takes it from the ledger movements naming it", () => {
  const rows = joinRows(
    [aCall({ kind: "task", ref: "task_1", credits: null, creditsSource: "not_reported", at: AT })],
    [
      move({ id: "a", kind: "task", ref: "task_1", credits: -3n }),
      move({ id: "b", kind: "task", ref: "task_1", credits: -6n }),
    ],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ credits: 9n, creditsSource: "ledger", stored: true });
});

test("a movement kept here under another id is the same charge: same kind and credits, within two minutes", () => {
  const rows = joinRows(
    [aCall({ kind: "tool", ref: null, credits: 4n, creditsSource: "listed", at: AT + 1_500 })],
    [move({ ref: "texec_9" })],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]?.stored).toBe(true);
});

test("a charge made on another device is a row of its own, with no kept answer; top-ups are not charges", () => {
  const rows = joinRows(
    [aCall({ kind: "tool", ref: null, credits: 4n, at: AT - 10 * 60_000 })],
    [move({ id: "far" }), move({ id: "topup", kind: "top_up", credits: 500n, ref: "inv_1" })],
  );
  expect(rows.map((r) => [r.id, r.stored, r.credits])).toEqual([
    ["ledger:far", false, 4n],
    [expect.any(String), true, 4n],
  ]);
});

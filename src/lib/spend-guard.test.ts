import { rawStorage } from "./stored-value";
import { storageKeys } from "./storage-keys";
import { expect, test } from "vitest";
import { DEFAULT_BUDGETS, readBudgets, writeBudgets, type SpendBudgets } from "./spend-guard-budgets";
import {
  confirmSpend,
  guardedSpend,
  type RecordedSpend,
  reportBalance,
  setSpentTodaySource,
  spendReasons,
  spendRequest,
  type SpendQuestion,
} from "./spend-guard";
import { useSpendQuestion } from "./spend-guard";
import { renderHook, act, waitFor } from "@testing-library/react";

const recorded = (spent: bigint, over: Partial<RecordedSpend> = {}): RecordedSpend => ({
  spent,
  unknownPending: false,
  lastSearch: new Map(),
  ...over,
});
const budgets = (over: Partial<SpendBudgets>): SpendBudgets => ({ ...DEFAULT_BUDGETS, ...over });
const tool = (credits: bigint | null) => ({
  profileId: "local",
  kind: "tool" as const,
  expectedCredits: credits,
});

test("by default nothing asks: only the low-balance banner is on", () => {
  expect(readBudgets("local")).toEqual(DEFAULT_BUDGETS);
  expect(DEFAULT_BUDGETS.lowBalance).toBe(20n);
  expect(spendReasons(tool(1_000n), DEFAULT_BUDGETS, { balance: 25n, spentToday: 10_000n })).toEqual([]);
});

test("a call above the per-call limit, or of unknown cost, asks with the figures", () => {
  const set = budgets({ confirmAbove: 5n });
  expect(spendReasons(tool(5n), set, { balance: null, spentToday: 0n })).toEqual([]);
  expect(spendReasons(tool(6n), set, { balance: null, spentToday: 0n })).toEqual([
    "This tool call costs 6 credits; you asked to confirm calls above 5 credits.",
  ]);
  expect(spendReasons(tool(null), set, { balance: null, spentToday: 0n })[0]).toContain(
    "an amount not known in advance",
  );
});

test("the daily cap asks once today's spend has reached it, or this call would pass it", () => {
  const set = budgets({ dailyCap: 10n });
  expect(spendReasons(tool(2n), set, { balance: null, spentToday: 8n })).toEqual([]);
  expect(spendReasons(tool(3n), set, { balance: null, spentToday: 8n })).toEqual([
    "8 credits spent today; with 3 credits this passes your daily cap of 10 credits.",
  ]);
  expect(spendReasons(tool(null), set, { balance: null, spentToday: 10n })).toHaveLength(1);
});

test("with the warning on, a call that would cross the low-balance threshold asks", () => {
  const set = budgets({ lowBalance: 20n, warnBeforeLow: true });
  expect(spendReasons(tool(2n), set, { balance: 22n, spentToday: 0n })).toEqual([]);
  expect(spendReasons(tool(3n), set, { balance: 22n, spentToday: 0n })).toEqual([
    "This tool call (3 credits) takes the balance of 22 credits below your low-balance threshold of 20 credits.",
  ]);
});

test("budgets are kept per connection profile and read back from storage", () => {
  writeBudgets("local", budgets({ dailyCap: 12345678901234n, lowBalance: null }));
  expect(readBudgets("local")).toMatchObject({ dailyCap: 12345678901234n, lowBalance: null });
  expect(readBudgets("production")).toEqual(DEFAULT_BUDGETS);
  rawStorage.write(
    "local",
    storageKeys.budgets.key("local"),
    JSON.stringify([{ dailyCap: "1e3", notify: true }]),
  );
  expect(readBudgets("local")).toMatchObject({ dailyCap: null, notify: true, lowBalance: null });
});

test("confirmSpend asks through the dialog store and resolves with the answer", async () => {
  writeBudgets("local", budgets({ dailyCap: 10n }));
  setSpentTodaySource(() => Promise.resolve(recorded(10n)));
  const { result } = renderHook(() => useSpendQuestion());
  const declined = confirmSpend(tool(1n));
  await act(() => Promise.resolve());
  const question = result.current as SpendQuestion;
  expect(question.reasons[0]).toContain("daily cap of 10 credits");
  act(() => question.answer(false));
  await expect(declined).resolves.toBe(false);
  expect(result.current).toBeNull();
  const accepted = confirmSpend(tool(1n));
  await act(() => Promise.resolve());
  act(() => result.current?.answer(true));
  await expect(accepted).resolves.toBe(true);
});

test("reportBalance says when the balance has just fallen under the threshold", () => {
  expect(reportBalance("local", 30n)).toBe(false);
  expect(reportBalance("local", 19n)).toBe(true);
  expect(reportBalance("local", 18n)).toBe(false);
  expect(spendRequest("local", "tool", 1.5).expectedCredits).toBeNull();
});

/** Answers the open question (or fails when none is open) once the guard has asked it. */
async function questionOf(result: { current: SpendQuestion | null }): Promise<SpendQuestion> {
  await waitFor(() => expect(result.current).not.toBeNull());
  return result.current as SpendQuestion;
}

test("the second of two searches that would together pass the cap asks first, counting the first in flight", async () => {
  writeBudgets("local", budgets({ dailyCap: 30n }));
  setSpentTodaySource(() => Promise.resolve(recorded(25n, { lastSearch: new Map([["crypto", 3n]]) })));
  const { result } = renderHook(() => useSpendQuestion());
  const search = { profileId: "local", kind: "search" as const, expectedCredits: null, vertical: "crypto" };
  let finishFirst: (value: string) => void = () => undefined;
  const first = guardedSpend(
    { ...search, action: "search:a" },
    () => new Promise<string>((r) => (finishFirst = r)),
  );
  await waitFor(() => expect(rawStorage.read("local", storageKeys.spendHolds.key("local"))).not.toBeNull());
  expect(result.current).toBeNull();
  const sent: string[] = [];
  const second = guardedSpend({ ...search, action: "search:b" }, () => {
    sent.push("b");
    return Promise.resolve("b");
  });
  const question = await questionOf(result);
  expect(question.reasons).toEqual([
    "28 credits spent today; with 3 credits this passes your daily cap of 30 credits.",
  ]);
  expect(sent).toEqual([]);
  act(() => question.answer(false));
  await expect(second).rejects.toMatchObject({ kind: "aborted" });
  finishFirst("a");
  await expect(first).resolves.toBe("a");
  expect(rawStorage.read("local", storageKeys.spendHolds.key("local"))).toBeNull();
});

test("an action of unknown cost near the cap asks, never counted as nothing; far from it, it goes", async () => {
  writeBudgets("local", budgets({ dailyCap: 10n }));
  setSpentTodaySource(() => Promise.resolve(recorded(8n)));
  const { result } = renderHook(() => useSpendQuestion());
  const task = { profileId: "local", kind: "task" as const, expectedCredits: null, action: "task" };
  const asked = guardedSpend(task, () => Promise.resolve("sent"));
  const question = await questionOf(result);
  expect(question.reasons[0]).toBe(
    "8 credits spent today, near your daily cap of 10 credits; this research task costs an amount not known in advance, so it may pass the cap.",
  );
  act(() => question.answer(false));
  await expect(asked).rejects.toMatchObject({ kind: "aborted" });
  setSpentTodaySource(() => Promise.resolve(recorded(2n)));
  await expect(guardedSpend(task, () => Promise.resolve("sent"))).resolves.toBe("sent");
});

test("one press, one paid call: a second press of the same action while it runs sends nothing", async () => {
  let finish: () => void = () => undefined;
  const sent: number[] = [];
  const run = () => {
    sent.push(sent.length);
    return new Promise<void>((r) => (finish = r));
  };
  const press = () => guardedSpend({ ...tool(4n), action: "tool:screen" }, run);
  const first = press();
  await expect(press()).rejects.toMatchObject({ kind: "aborted" });
  await waitFor(() => expect(sent).toHaveLength(1));
  finish();
  await first;
  // Once it has settled, pressing again is asking again.
  const again = press();
  await waitFor(() => expect(sent).toHaveLength(2));
  finish();
  await again;
});

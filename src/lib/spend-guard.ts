import { useSyncExternalStore } from "react";
import { formatCredits } from "./format";
import { abortedError } from "./http-error";
import { createNotifier } from "./notifier";
import { readBudgets, type SpendBudgets } from "./spend-guard-budgets";

export type SpendKind = "search" | "plan_run" | "tool" | "task";

export interface SpendRequest {
  profileId: string;
  kind: SpendKind;
  /** The listed price or the plan's estimate; null when the cost is only known afterwards. */
  expectedCredits: bigint | null;
}

export interface SpendFacts {
  /** The last balance read for the profile; null while unknown. */
  balance: bigint | null;
  /** Credits charged today (local day) to the profile's calls. */
  spentToday: bigint;
}

/** A request from a listed price as the wire gives it (a JSON number), or null when not listed. */
export function spendRequest(profileId: string, kind: SpendKind, price: number | null): SpendRequest {
  return {
    profileId,
    kind,
    expectedCredits: price !== null && Number.isSafeInteger(price) ? BigInt(price) : null,
  };
}

const KIND_NAMES: Record<SpendKind, string> = {
  search: "This search",
  plan_run: "This plan run",
  tool: "This tool call",
  task: "This research task",
};

/** Why a paid action should ask first, in words; empty when it may go ahead. */
export function spendReasons(request: SpendRequest, budgets: SpendBudgets, facts: SpendFacts): string[] {
  const { expectedCredits: expected } = request;
  const what = KIND_NAMES[request.kind];
  const cost = expected === null ? "an amount not known in advance" : formatCredits(expected);
  const reasons: string[] = [];
  if (budgets.confirmAbove !== null && (expected === null || expected > budgets.confirmAbove)) {
    reasons.push(
      `${what} costs ${cost}; you asked to confirm calls above ${formatCredits(budgets.confirmAbove)}.`,
    );
  }
  const cap = budgets.dailyCap;
  if (cap !== null && (facts.spentToday >= cap || facts.spentToday + (expected ?? 0n) > cap)) {
    reasons.push(
      `${formatCredits(facts.spentToday)} spent today; with ${cost} this passes your daily cap of ${formatCredits(cap)}.`,
    );
  }
  const low = budgets.lowBalance;
  const { balance } = facts;
  if (budgets.warnBeforeLow && low !== null && balance !== null && expected !== null) {
    if (balance >= low && balance - expected < low) {
      reasons.push(
        `${what} (${cost}) takes the balance of ${formatCredits(balance)} below your low-balance threshold of ${formatCredits(low)}.`,
      );
    }
  }
  return reasons;
}

// --- What the gate knows: balances as the app last read them, and how today's spend is counted. ---

const balances = new Map<string, bigint>();
type SpentSource = (profileId: string, since: number) => Promise<bigint>;

// Loaded when a daily cap is first checked: the gate itself stays small on every page.
const fromCallRecords: SpentSource = async (profileId, since) => {
  const { listCalls } = await import("./call-records/call-records");
  const calls = await listCalls(profileId, { from: since });
  return calls.reduce((sum, call) => sum + (call.credits ?? 0n), 0n);
};
let spentTodayOf: SpentSource = fromCallRecords;

/** The app reports each balance it reads; answers whether it just fell below the threshold. */
export function reportBalance(profileId: string, balance: bigint): boolean {
  const before = balances.get(profileId);
  balances.set(profileId, balance);
  const low = readBudgets(profileId).lowBalance;
  return low !== null && balance < low && (before === undefined || before >= low);
}

/** Where today's spend comes from (the call records); tests give their own. */
export function setSpentTodaySource(source: SpentSource): void {
  spentTodayOf = source;
}

/** Forgets balances, the spend source and any open question (tests share one module graph). */
export function resetSpendGuard(): void {
  balances.clear();
  spentTodayOf = fromCallRecords;
  current?.answer(false);
}

export function startOfLocalDay(now: number = Date.now()): number {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

// --- The question on screen: one at a time, answered by the dialog host (spend-guard-dialog.tsx). ---

export interface SpendQuestion {
  request: SpendRequest;
  reasons: string[];
  answer: (go: boolean) => void;
}

const questions = createNotifier();
let current: SpendQuestion | null = null;

export function useSpendQuestion(): SpendQuestion | null {
  return useSyncExternalStore(questions.subscribe, () => current);
}

/**
 * The one gate every paid action (search, plan run, tool call, research task) passes before anything
 * is sent: resolves true at once when no budget applies, else asks in a dialog and resolves with the
 * answer. A false answer means nothing may be sent. A failure to count today's spend counts as zero
 * rather than blocking the action, since the budgets are soft.
 */
export async function confirmSpend(request: SpendRequest): Promise<boolean> {
  const budgets = readBudgets(request.profileId);
  const spentToday =
    budgets.dailyCap === null ? 0n : await spentTodayOf(request.profileId, startOfLocalDay()).catch(() => 0n);
  const facts = { balance: balances.get(request.profileId) ?? null, spentToday };
  const reasons = spendReasons(request, budgets, facts);
  if (reasons.length === 0) return true;
  // A question already open is declined: two dialogs at once would leave one unanswerable.
  current?.answer(false);
  return new Promise<boolean>((resolve) => {
    const question: SpendQuestion = {
      request,
      reasons,
      answer: (go) => {
        if (current === question) {
          current = null;
          questions.notify();
        }
        resolve(go);
      },
    };
    current = question;
    questions.notify();
  });
}

/**
 * `confirmSpend` for a mutation's function, before its request: a declined spend throws the error a
 * cancelled request throws, so every caller already treats it as "cancelled, nothing sent".
 */
export async function spendAllowed(request: SpendRequest): Promise<void> {
  if (!(await confirmSpend(request))) throw abortedError();
}

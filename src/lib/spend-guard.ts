import { formatCredits } from "./format";
import { abortedError } from "./http-error";
import { createNotifier } from "./notifier";
import { readBudgets, type SpendBudgets } from "./spend-guard-budgets";
import { addHold, listHolds, releaseHold, setHoldCredits } from "./spend-guard-holds";
import { useStoredValue } from "./stored-value";

export type SpendKind = "search" | "plan_run" | "tool" | "task";

export interface SpendRequest {
  profileId: string;
  kind: SpendKind;
  /** The listed price or the plan's estimate; null when the cost is only known afterwards. */
  expectedCredits: bigint | null;
  /** A search's vertical, when chosen: its expected cost is the last known cost of a search there. */
  vertical?: string | null;
  /**
   * The user has just said yes to this cost in the action's own dialog (Run again): the per-call
   * limit does not ask a second time; a cap or the low-balance warning still does.
   */
  costConfirmed?: boolean;
}

export interface SpendFacts {
  /** The last balance read for the profile; null while unknown. */
  balance: bigint | null;
  /** Credits charged today (local day) to the profile's calls, and held for calls still in flight. */
  spentToday: bigint;
  /** A call of today is still running (or in flight) whose cost is not known yet. */
  unknownPending?: boolean;
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

/** How close to the cap an action of unknown cost asks first: within the last quarter of the cap. */
export const nearCap = (cap: bigint): bigint => (cap / 4n > 1n ? cap / 4n : 1n);

function capReason(cap: bigint, expected: bigint | null, facts: SpendFacts, what: string, cost: string) {
  const spent = facts.spentToday;
  const unknown = expected === null || facts.unknownPending === true;
  const crosses = spent >= cap || spent + (expected ?? 0n) > cap;
  if (crosses && expected !== null) {
    return `${formatCredits(spent)} spent today; with ${cost} this passes your daily cap of ${formatCredits(cap)}.`;
  }
  // An unknown cost is never counted as nothing: near the cap it may be the call that passes it.
  if (unknown && (crosses || cap - spent - (expected ?? 0n) <= nearCap(cap))) {
    const running = facts.unknownPending ? " and a call still running has a cost not known yet" : "";
    return `${formatCredits(spent)} spent today, near your daily cap of ${formatCredits(cap)}; ${what.toLowerCase()} costs ${cost}${running}, so it may pass the cap.`;
  }
  return null;
}

/** Why a paid action should ask first, in words; empty when it may go ahead. */
export function spendReasons(request: SpendRequest, budgets: SpendBudgets, facts: SpendFacts): string[] {
  const { expectedCredits: expected } = request;
  const what = KIND_NAMES[request.kind];
  const cost = expected === null ? "an amount not known in advance" : formatCredits(expected);
  const reasons: string[] = [];
  const limit = request.costConfirmed ? null : budgets.confirmAbove;
  if (limit !== null && (expected === null || expected > limit)) {
    reasons.push(`${what} costs ${cost}; you asked to confirm calls above ${formatCredits(limit)}.`);
  }
  const cap = budgets.dailyCap === null ? null : capReason(budgets.dailyCap, expected, facts, what, cost);
  if (cap !== null) reasons.push(cap);
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

/** What the call records say about today, and the newest search's cost per vertical. */
export interface RecordedSpend {
  spent: bigint;
  unknownPending: boolean;
  /** Credits of the newest search with a known cost, by vertical ("" for any vertical). */
  lastSearch: ReadonlyMap<string, bigint>;
}
type SpentSource = (profileId: string, since: number) => Promise<RecordedSpend>;

const SEARCH_MEMORY_MS = 30 * 24 * 3_600_000;

// Loaded when a budget is first checked: the gate itself stays small on every page.
const fromCallRecords: SpentSource = async (profileId, since) => {
  const { listCalls } = await import("./call-records/call-records");
  const calls = await listCalls(profileId, { from: Math.min(since, Date.now() - SEARCH_MEMORY_MS) });
  const today = calls.filter((call) => call.at >= since);
  const lastSearch = new Map<string, bigint>();
  for (const call of [...calls].sort((a, b) => a.at - b.at)) {
    if (call.kind !== "search" || call.credits === null || call.outcome !== "ok") continue;
    lastSearch.set("", call.credits);
    if (call.vertical !== null) lastSearch.set(call.vertical, call.credits);
  }
  return {
    spent: today.reduce((sum, call) => sum + (call.credits ?? 0n), 0n),
    unknownPending: today.some((call) => call.outcome === "pending" && call.credits === null),
    lastSearch,
  };
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

/** Forgets balances, the spend source, the presses in flight and any open question (tests share one module graph). */
export function resetSpendGuard(): void {
  balances.clear();
  spentTodayOf = fromCallRecords;
  inFlight.clear();
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
  return useStoredValue({ subscribe: questions.subscribe, get: () => current });
}

const NOTHING_RECORDED: RecordedSpend = { spent: 0n, unknownPending: false, lastSearch: new Map() };

/** The request with its expected cost filled in where it can be (a search's last known cost). */
function withExpected(request: SpendRequest, recorded: RecordedSpend): SpendRequest {
  if (request.expectedCredits !== null || request.kind !== "search") return request;
  const last = recorded.lastSearch.get(request.vertical ?? "") ?? recorded.lastSearch.get("") ?? null;
  return { ...request, expectedCredits: last };
}

async function ask(request: SpendRequest, holdId: string | null): Promise<boolean> {
  const budgets = readBudgets(request.profileId);
  const needsRecords = budgets.dailyCap !== null || request.kind === "search";
  // A failure to read the records counts nothing, but the holds below still count.
  const recorded = needsRecords
    ? await spentTodayOf(request.profileId, startOfLocalDay()).catch(() => NOTHING_RECORDED)
    : NOTHING_RECORDED;
  const holds = listHolds(request.profileId).filter((hold) => hold.id !== holdId);
  const facts: SpendFacts = {
    balance: balances.get(request.profileId) ?? null,
    spentToday: holds.reduce((sum, hold) => sum + (hold.credits ?? 0n), recorded.spent),
    unknownPending: recorded.unknownPending || holds.some((hold) => hold.credits === null),
  };
  const expected = withExpected(request, recorded);
  if (holdId !== null && expected.expectedCredits !== request.expectedCredits) {
    setHoldCredits(request.profileId, holdId, expected.expectedCredits);
  }
  const reasons = spendReasons(expected, budgets, facts);
  if (reasons.length === 0) return true;
  // A question already open is declined: two dialogs at once would leave one unanswerable.
  current?.answer(false);
  return new Promise<boolean>((resolve) => {
    const question: SpendQuestion = {
      request: expected,
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
 * Asks, when a budget applies, whether a paid action may go ahead: resolves true at once when none
 * does, else asks in a dialog and resolves with the answer. Counts today's recorded spend and every
 * call in flight (in any tab). It holds nothing itself: a paid call goes through `guardedSpend`.
 */
export function confirmSpend(request: SpendRequest): Promise<boolean> {
  return ask(request, null);
}

/** Thrown (as a cancelled request's error) when a press comes while the same action is in flight. */
const alreadyRunning = () => abortedError();

const inFlight = new Set<string>();

export interface GuardedSpend extends SpendRequest {
  /**
   * What the user pressed, e.g. `tool:<name>`, `search`, `plan_run:<planId>`, `task`: a second press of
   * it while the first is in flight sends nothing and rejects as a cancelled request.
   */
  action: string;
}

/**
 * One press, one paid call: the gate every paid action (search, plan run, tool call, research task,
 * a recipe's step) passes. At once, before anything is awaited, a second press of the same action is
 * refused and the call's expected cost is held (local storage, so other tabs and a reload count it);
 * then the budgets are checked with that hold counted for every other call; then `run` sends the
 * request. The hold goes when `run` settles. A declined or refused spend throws the error a cancelled
 * request throws, so callers (mutation functions included) treat it as "cancelled, nothing sent".
 *
 *   mutationFn: (vars) => guardedSpend({ profileId, kind: "search", expectedCredits: null,
 *     vertical, action: "search" }, () => recordedSearch(connection, vars.input, vars.signal))
 */
export async function guardedSpend<T>(request: GuardedSpend, run: () => Promise<T>): Promise<T> {
  const pressed = `${request.profileId}\u0000${request.action}`;
  if (inFlight.has(pressed)) throw alreadyRunning();
  inFlight.add(pressed);
  const holdId = newHoldId();
  addHold(request.profileId, { id: holdId, credits: request.expectedCredits, at: Date.now() });
  try {
    if (!(await ask(request, holdId))) throw abortedError();
    return await run();
  } finally {
    inFlight.delete(pressed);
    releaseHold(request.profileId, holdId);
  }
}

let holdCounter = 0;
const newHoldId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${holdCounter++}`;

/**
 * `confirmSpend` for a mutation's function, before its request: a declined spend throws the error a
 * cancelled request throws. Prefer `guardedSpend`, which also holds the cost while the call runs.
 */
export async function spendAllowed(request: SpendRequest): Promise<void> {
  if (!(await confirmSpend(request))) throw abortedError();
}

import * as v from "valibot";
import { createStoredList, useStoredList } from "./stored-list";
import { storageKeys } from "./storage-keys";

/**
 * The spending budgets of one connection profile. Everything is off by default except the low-balance
 * banner, which most people want without asking for it. This module is the only place that knows
 * where budgets are stored, so they can move to another storage primitive in one edit.
 */
export interface SpendBudgets {
  /** The banner shows below this balance; null turns the banner off. */
  lowBalance: bigint | null;
  /** Also ask before a paid action whose expected cost would take the balance below `lowBalance`. */
  warnBeforeLow: boolean;
  /** Paid actions past this many credits spent today (local day) ask first. */
  dailyCap: bigint | null;
  /** A paid action expected to cost more than this (or whose cost is not known) asks first. */
  confirmAbove: bigint | null;
  /** A browser notification when a research task ends or the balance falls below `lowBalance`. */
  notify: boolean;
}

/** A default threshold of about ten of the dearest tool calls: enough warning to top up in time. */
export const DEFAULT_BUDGETS: SpendBudgets = {
  lowBalance: 20n,
  warnBeforeLow: false,
  dailyCap: null,
  confirmAbove: null,
  notify: false,
};

// Stored as digit strings (JSON has no bigint); a hand-edited value that is not a whole number is
// read as "not set" rather than failing the whole record.
const credits = v.pipe(
  v.union([v.string(), v.number(), v.null()]),
  v.transform((value) => (value !== null && /^\d{1,18}$/.test(String(value)) ? BigInt(String(value)) : null)),
);

const budgetsSchema = v.object({
  lowBalance: v.optional(credits, null),
  warnBeforeLow: v.optional(v.boolean(), false),
  dailyCap: v.optional(credits, null),
  confirmAbove: v.optional(credits, null),
  notify: v.optional(v.boolean(), false),
});

const stored = createStoredList<SpendBudgets>({
  keys: storageKeys.budgets,
  schema: budgetsSchema,
  trim: (entries) => entries.slice(0, 1),
});

export function readBudgets(profileId: string): SpendBudgets {
  return stored.read(profileId)[0] ?? DEFAULT_BUDGETS;
}

export function writeBudgets(profileId: string, budgets: SpendBudgets): void {
  stored.write(profileId, [budgets]);
}

export const subscribeBudgets = stored.subscribe;

export function useBudgets(profileId: string): SpendBudgets {
  return useStoredList(stored, profileId)[0] ?? DEFAULT_BUDGETS;
}

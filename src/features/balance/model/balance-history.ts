import * as v from "valibot";
import type { ConnectionIdentity } from "../../../lib/connection/connection";
import { PROFILE_IDS } from "../../../lib/connection/profiles";
import { finiteNumber } from "../../../lib/schema";
import { createStoredList } from "../../../lib/stored-list";
import { storageKeys } from "../../../lib/storage-keys";

/** One balance as observed, from the first to the last fetch that returned it. */
export interface Reading {
  total: bigint;
  subscription: bigint;
  topUp: bigint;
  firstSeen: number;
  lastSeen: number;
}

const credits = v.pipe(
  v.string(),
  v.regex(/^-?\d+$/),
  v.transform((value) => BigInt(value)),
);

// What the cache reported, remembered so the page can draw and explain how the balance moves; the
// query stays the source of the current balance. Bounded per connection profile, newest first.
const readingSchema = v.object({
  billingBaseUrl: v.string(),
  total: credits,
  subscription: credits,
  topUp: credits,
  firstSeen: finiteNumber,
  lastSeen: finiteNumber,
});

export const MAX_READINGS = 500;

export const balanceHistoryStore = createStoredList({
  keys: storageKeys.balanceHistory,
  schema: readingSchema,
  trim: (entries) => entries.slice(0, MAX_READINGS),
});

type Figures = Pick<Reading, "total" | "subscription" | "topUp">;

export function recordReading(identity: ConnectionIdentity, figures: Figures, at: number): void {
  const all = balanceHistoryStore.read(identity.profileId);
  const index = all.findIndex((r) => r.billingBaseUrl === identity.billingBaseUrl);
  const last = index === -1 ? undefined : all[index];
  if (last && at <= last.lastSeen) return; // the same cache update seen by another component
  const same =
    last &&
    last.total === figures.total &&
    last.subscription === figures.subscription &&
    last.topUp === figures.topUp;
  const next = same
    ? all.map((r, i) => (i === index ? { ...r, lastSeen: at } : r))
    : [{ billingBaseUrl: identity.billingBaseUrl, ...figures, firstSeen: at, lastSeen: at }, ...all];
  balanceHistoryStore.write(identity.profileId, next);
}

/** Tests only: forgets every stored history. */
export function resetBalanceHistory(): void {
  for (const profileId of PROFILE_IDS) balanceHistoryStore.write(profileId, []);
}

import { useMemo, useSyncExternalStore } from "react";
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

const store = createStoredList({
  keys: storageKeys.balanceHistory,
  schema: readingSchema,
  trim: (entries) => entries.slice(0, MAX_READINGS),
});

type Figures = Pick<Reading, "total" | "subscription" | "topUp">;

export function recordReading(identity: ConnectionIdentity, figures: Figures, at: number): void {
  const all = store.read(identity.profileId);
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
  store.write(identity.profileId, next);
}

/** Tests only: forgets every stored history. */
export function resetBalanceHistory(): void {
  for (const profileId of PROFILE_IDS) store.write(profileId, []);
}

/** The readings of one connection, oldest first. */
export function useBalanceHistory(identity: ConnectionIdentity): readonly Reading[] {
  const { profileId, billingBaseUrl } = identity;
  const all = useSyncExternalStore(
    store.subscribe,
    () => store.read(profileId),
    () => store.read(profileId),
  );
  return useMemo(
    () =>
      all
        .filter((r) => r.billingBaseUrl === billingBaseUrl)
        .reverse()
        .map(({ billingBaseUrl: _url, ...reading }) => reading),
    [all, billingBaseUrl],
  );
}

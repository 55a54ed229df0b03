import * as v from "valibot";
import type { ConnectionIdentity } from "./connection/connection";
import { finiteNumber } from "./schema";
import { createStoredList, useStoredList } from "./stored-list";
import { storageKeys } from "./storage-keys";

/**
 * Why the balance moved, as far as this browser knows: a top-up it completed, a search, a tool run
 * or a plan run it sent. Written by whoever spends or adds credits, read by the balance page, which
 * pairs each cause with the movement observed right after it. Never holds the key or any result.
 */
const causeSchema = v.object({
  billingBaseUrl: v.string(),
  at: finiteNumber,
  text: v.pipe(v.string(), v.maxLength(200)),
});

export type BalanceCause = v.InferOutput<typeof causeSchema>;

const MAX_CAUSES = 300;

const causes = createStoredList({
  keys: storageKeys.balanceCauses,
  schema: causeSchema,
  trim: (entries) => entries.slice(0, MAX_CAUSES),
});

export function recordBalanceCause(identity: ConnectionIdentity, cause: { at: number; text: string }): void {
  const entry = { billingBaseUrl: identity.billingBaseUrl, at: cause.at, text: cause.text.slice(0, 200) };
  causes.write(identity.profileId, [entry, ...causes.read(identity.profileId)]);
}

export function readBalanceCauses(identity: ConnectionIdentity): BalanceCause[] {
  return causes.read(identity.profileId).filter((c) => c.billingBaseUrl === identity.billingBaseUrl);
}

/** Newest first, following this page's and other tabs' writes. */
export function useBalanceCauses(profileId: string): readonly BalanceCause[] {
  return useStoredList(causes, profileId);
}

/** Mutation `meta.cause`: names what a successful call spent credits on, from its variables. */
export type CauseOf = (variables: unknown) => string;

export function causeOf<T>(describe: (variables: T) => string): CauseOf {
  return (variables) => describe(variables as T);
}

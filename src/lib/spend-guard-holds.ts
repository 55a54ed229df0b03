import * as v from "valibot";
import { parseJsonSafe } from "./safe-json";
import { rawStorage } from "./stored-value";
import { storageKeys } from "./storage-keys";

/**
 * What paid calls in flight are expected to cost, per connection profile, in local storage so every
 * tab of the browser counts them and a reload keeps them: the spend guard adds these to the spend
 * the call records show, since a call's record only carries its credits once it has answered.
 */
export interface SpendHold {
  id: string;
  /** The expected cost; null when it is not known in advance. */
  credits: bigint | null;
  /** ms since the epoch; a hold older than HOLD_LIFE_MS is of a tab that closed mid-call. */
  at: number;
}

// Longer than any paid request may take (lib/http.ts gives up after 120 s).
export const HOLD_LIFE_MS = 150_000;

const holdsSchema = v.array(
  v.object({
    id: v.string(),
    credits: v.nullable(v.pipe(v.string(), v.regex(/^\d{1,18}$/))),
    at: v.number(),
  }),
);

function read(profileId: string, now: number): SpendHold[] {
  const text = rawStorage.read("local", storageKeys.spendHolds.key(profileId));
  if (text === null) return [];
  try {
    const parsed = v.safeParse(holdsSchema, parseJsonSafe(text));
    if (!parsed.success) return [];
    return parsed.output
      .filter((hold) => now - hold.at < HOLD_LIFE_MS && hold.at <= now + HOLD_LIFE_MS)
      .map((hold) => ({ ...hold, credits: hold.credits === null ? null : BigInt(hold.credits) }));
  } catch {
    return [];
  }
}

function write(profileId: string, holds: readonly SpendHold[]): void {
  const key = storageKeys.spendHolds.key(profileId);
  if (holds.length === 0) return rawStorage.remove("local", key);
  const wire = holds.map((hold) => ({
    ...hold,
    credits: hold.credits === null ? null : String(hold.credits),
  }));
  rawStorage.write("local", key, JSON.stringify(wire));
}

/** The live holds of a profile. */
export function listHolds(profileId: string, now: number = Date.now()): SpendHold[] {
  return read(profileId, now);
}

/** Adds a hold at once (synchronously, so a second press already sees it). */
export function addHold(profileId: string, hold: SpendHold): void {
  write(profileId, [...read(profileId, hold.at), hold]);
}

export function releaseHold(profileId: string, id: string): void {
  write(
    profileId,
    read(profileId, Date.now()).filter((hold) => hold.id !== id),
  );
}

/** Puts the expected cost on a hold once it is known (a search's, from the call records). */
export function setHoldCredits(profileId: string, id: string, credits: bigint | null): void {
  write(
    profileId,
    read(profileId, Date.now()).map((hold) => (hold.id === id ? { ...hold, credits } : hold)),
  );
}

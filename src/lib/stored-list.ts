import { useCallback, useSyncExternalStore } from "react";
import * as v from "valibot";
import { parseJsonSafe } from "./safe-json";
import type { StorageKeyEntry } from "./storage-keys";
import { createStoredFamily } from "./stored-value";

/**
 * A list kept in local storage per connection profile, newest first: a family of stored values whose
 * entries are read back one by one, so one damaged entry does not hide the others. Never put a key in one.
 */
export interface StoredList<T> {
  key: (profileId: string) => string;
  /** The same array until the stored text changes. */
  read: (profileId: string) => T[];
  /** Stores what `trim` keeps; when storage is full the oldest entries go first. */
  write: (profileId: string, entries: T[]) => void;
  /** Also fires when another tab writes a list of this kind. */
  subscribe: (listener: () => void) => () => void;
}

interface StoredListOptions<T> {
  /** From storageKeys: one `<prefix>.<profileId>.v1` per profile. */
  keys: StorageKeyEntry<[profileId: string]>;
  schema: v.GenericSchema<unknown, T>;
  trim: (entries: T[]) => T[];
}

/** An array whose entries that fail `schema` are dropped alone; anything else is an empty list. */
export function eachValid<T>(schema: v.GenericSchema<unknown, T>): v.GenericSchema<unknown, T[]> {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((items) =>
      items.flatMap((item) => {
        const entry = v.safeParse(schema, item);
        return entry.success ? [entry.output] : [];
      }),
    ),
  );
}

/** Stored JSON text read as `eachValid(schema)`: unreadable JSON or a non-array is an empty list. */
export function decodeEach<T>(schema: v.GenericSchema<unknown, T>, raw: string | null): T[] {
  if (raw === null) return [];
  try {
    const parsed = v.safeParse(eachValid(schema), parseJsonSafe(raw));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

export function createStoredList<T>({ keys, schema, trim }: StoredListOptions<T>): StoredList<T> {
  const family = createStoredFamily<[string], T[]>({
    keys,
    area: "local",
    schema: eachValid(schema),
    fallback: [],
  });

  const write = (profileId: string, entries: T[]): void => {
    const stored = family.of(profileId);
    let kept = trim(entries);
    while (kept.length > 0 && !stored.set(kept)) kept = kept.slice(0, -1);
    if (kept.length === 0) stored.remove();
  };

  return {
    key: keys.key,
    read: (profileId) => family.of(profileId).get(),
    write,
    subscribe: family.subscribe,
  };
}

/** One profile's list, re-rendering when this page or another tab writes a list of its kind. */
export function useStoredList<T>(list: Pick<StoredList<T>, "read" | "subscribe">, profileId: string): T[] {
  const { read, subscribe } = list;
  const get = useCallback(() => read(profileId), [read, profileId]);
  return useSyncExternalStore(subscribe, get, get);
}

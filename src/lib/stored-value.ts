import { useSyncExternalStore } from "react";
import * as v from "valibot";
import { createNotifier, type Notifier } from "./notifier";
import { parseJsonSafe } from "./safe-json";
import type { StorageArea, StorageKeyEntry } from "./storage-keys";

/**
 * The one module of src/ that touches the browser's storage (lint: house/storage). Storage can be
 * disabled (privacy modes, sandboxed frames, opaque origins) or full: reads then find nothing and
 * writes report false, so no caller needs its own try/catch.
 */
function areaOf(area: StorageArea): Storage | null {
  try {
    return area === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Text as stored, without schema; for the stores' internals and for tests that play another tab. */
export const rawStorage = {
  read(area: StorageArea, key: string): string | null {
    try {
      return areaOf(area)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  /** False when the text was not kept (storage disabled or full). */
  write(area: StorageArea, key: string, text: string): boolean {
    try {
      const storage = areaOf(area);
      storage?.setItem(key, text);
      return storage !== null;
    } catch {
      return false;
    }
  },
  remove(area: StorageArea, key: string): void {
    try {
      areaOf(area)?.removeItem(key);
    } catch {
      // Nothing was kept, so nothing is left behind.
    }
  },
  /** Every [key, text] of an area. */
  entries(area: StorageArea): [string, string][] {
    const storage = areaOf(area);
    if (!storage) return [];
    return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? "").map((key) => [
      key,
      storage.getItem(key) ?? "",
    ]);
  },
  clear(area: StorageArea): void {
    areaOf(area)?.clear();
  },
};

// Credits are bigint in the app; JSON has no bigint, so they are stored as digit strings.
export const encodeJson = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === "bigint" ? item.toString() : item));

/**
 * How a value is written: "json" (with bigints as digit strings) or "text", the plain string itself
 * (the theme and the API key have always been stored that way).
 */
export type StoredFormat = "json" | "text";

export interface StoredValueOptions<T> {
  key: string;
  area?: StorageArea;
  /** What is read back must pass it, or the fallback is used: storage outlives releases and can be edited by hand. */
  schema: v.GenericSchema<unknown, T>;
  fallback: T;
  format?: StoredFormat;
  /** Other tabs' writes to follow (default: this key); shared by a family. */
  notifier?: Notifier;
}

export interface StoredValue<T> {
  key: string;
  /** The same object until the stored text changes, as useSyncExternalStore requires. */
  get: () => T;
  /** False when it could not be kept: the value then lasts for this page only. */
  set: (value: T) => boolean;
  remove: () => void;
  /** Hears this page's writes and other tabs' writes of the key. */
  subscribe: Notifier["subscribe"];
}

function decode<T>(format: StoredFormat, schema: v.GenericSchema<unknown, T>, text: string): T | undefined {
  try {
    const parsed = v.safeParse(schema, format === "json" ? parseJsonSafe(text) : text);
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined; // not JSON
  }
}

export function createStoredValue<T>(options: StoredValueOptions<T>): StoredValue<T> {
  const { key, area = "local", schema, fallback, format = "json" } = options;
  const changes =
    options.notifier ?? createNotifier({ matches: (changed) => changed === null || changed === key });
  let snapshot: { text: string | null; value: T } | undefined;
  // A value that could not be written; it stands for as long as the storage still holds what it held then.
  let unsaved: { text: string | null; value: T } | undefined;

  const get = (): T => {
    const text = rawStorage.read(area, key);
    if (unsaved && unsaved.text === text) return unsaved.value;
    unsaved = undefined;
    if (snapshot && snapshot.text === text) return snapshot.value;
    const value = text === null ? fallback : (decode(format, schema, text) ?? fallback);
    snapshot = { text, value };
    return value;
  };

  const set = (value: T): boolean => {
    const text = format === "json" ? encodeJson(value) : String(value);
    const kept = rawStorage.write(area, key, text);
    if (kept) {
      snapshot = { text, value };
      unsaved = undefined;
    } else unsaved = { text: rawStorage.read(area, key), value };
    changes.notify();
    return kept;
  };

  const remove = (): void => {
    rawStorage.remove(area, key);
    unsaved = undefined;
    changes.notify();
  };

  return { key, get, set, remove, subscribe: changes.subscribe };
}

export interface StoredFamily<A extends readonly string[], T> {
  /** The value under `key(...parts)`. */
  of: (...parts: A) => StoredValue<T>;
  /** The value under a key already built with `key`. */
  at: (key: string) => StoredValue<T>;
  /** Hears every member's writes, here and in other tabs. */
  subscribe: Notifier["subscribe"];
}

/** Values of one kind under several keys (one per profile, or per profile and tool). */
export function createStoredFamily<A extends readonly string[], T>({
  keys,
  area = keys.area,
  ...options
}: Omit<StoredValueOptions<T>, "key" | "notifier"> & { keys: StorageKeyEntry<A> }): StoredFamily<A, T> {
  const changes = createNotifier({ matches: (changed) => changed === null || keys.matches(changed) });
  const members = new Map<string, StoredValue<T>>();
  const at = (key: string): StoredValue<T> => {
    let member = members.get(key);
    if (!member) {
      member = createStoredValue({ ...options, area, key, notifier: changes });
      members.set(key, member);
    }
    return member;
  };
  return { of: (...parts) => at(keys.key(...parts)), at, subscribe: changes.subscribe };
}

/**
 * The current value of a stored value (or any `{ get, subscribe }` store), re-rendering when this
 * page or another tab changes it. With `useStoredList` the only `useSyncExternalStore` binding of
 * src/: `get` must return the same object until the value changes, as the stores here do.
 */
export function useStoredValue<T>(store: Pick<StoredValue<T>, "get" | "subscribe">): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

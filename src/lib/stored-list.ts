import * as v from "valibot";
import { parseJsonSafe } from "./safe-json";
import { createNotifier } from "./notifier";

/**
 * A list kept in localStorage per connection profile, newest first. It is read back through a
 * schema because storage outlives releases and can be edited by hand, and one damaged entry must
 * not hide the others. Snapshots are stable per stored string, as useSyncExternalStore requires.
 * Never put a key in one.
 */
export interface StoredList<T> {
  key: (profileId: string) => string;
  read: (profileId: string) => T[];
  /** Stores what `trim` keeps; when storage is full the oldest entries go first. */
  write: (profileId: string, entries: T[]) => void;
  /** Also fires when another tab writes a list of this kind. */
  subscribe: (listener: () => void) => () => void;
}

interface StoredListOptions<T> {
  /** `dash.history` → `dash.history.<profileId>.v1` */
  prefix: string;
  schema: v.GenericSchema<unknown, T>;
  trim: (entries: T[]) => T[];
}

/**
 * A stored JSON array read back through `schema`: a damaged entry is dropped alone, so one bad record
 * cannot hide the others; unreadable JSON or a non-array is an empty list. Storage can be edited by
 * hand, so it is parsed without the keys that could reach a prototype.
 */
export function decodeEach<T>(schema: v.GenericSchema<unknown, T>, raw: string | null): T[] {
  if (raw === null) return [];
  try {
    const items = v.parse(v.array(v.unknown()), parseJsonSafe(raw));
    return items.flatMap((item) => {
      const entry = v.safeParse(schema, item);
      return entry.success ? [entry.output] : [];
    });
  } catch {
    return [];
  }
}

// Credits are bigint in the app; JSON has no bigint, so they are stored as digit strings.
const encode = (entries: readonly unknown[]) =>
  JSON.stringify(entries, (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value));

export function createStoredList<T>({ prefix, schema, trim }: StoredListOptions<T>): StoredList<T> {
  const changes = createNotifier({ matches: (changed) => changed?.startsWith(`${prefix}.`) ?? false });
  const snapshots = new Map<string, { raw: string | null; entries: T[] }>();
  const key = (profileId: string) => `${prefix}.${profileId}.v1`;

  const read = (profileId: string): T[] => {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(key(profileId));
    } catch {
      raw = null;
    }
    const cached = snapshots.get(key(profileId));
    if (cached && cached.raw === raw) return cached.entries;
    const entries = decodeEach(schema, raw);
    snapshots.set(key(profileId), { raw, entries });
    return entries;
  };

  const write = (profileId: string, entries: T[]): void => {
    let kept = trim(entries);
    while (kept.length > 0) {
      try {
        localStorage.setItem(key(profileId), encode(kept));
        break;
      } catch {
        kept = kept.slice(0, -1);
      }
    }
    if (kept.length === 0) localStorage.removeItem(key(profileId));
    changes.notify();
  };

  return { key, read, write, subscribe: changes.subscribe };
}

import { isRecord } from "../../../common/plain-object";
import { formatPath, type PathSegment } from "./json-path";

export interface ObjectArray {
  path: PathSegment[];
  label: string;
  length: number;
  /** "map": an object of objects keyed by id, shown with the key as the first column. */
  kind: "array" | "map";
}

const MIN_MAP_ENTRIES = 3;

const MAX_DEPTH = 12;
const MAX_VISITS = 5_000;

function isObjectArray(value: unknown): value is Record<string, unknown>[] {
  return Array.isArray(value) && value.length > 0 && value.every(isRecord);
}

/**
 * An object of ≥ 3 objects that share at least one key (`{"817609-2025": {...}, ...}`): rows
 * keyed by id. Objects whose values differ in shape (`{data, meta, paging}`) are records, not maps.
 */
function isObjectMap(value: unknown): value is Record<string, Record<string, unknown>> {
  if (!isRecord(value)) return false;
  const entries = Object.values(value);
  if (entries.length < MIN_MAP_ENTRIES || !entries.every(isRecord)) return false;
  const [first, ...rest] = entries;
  return Object.keys(first ?? {}).some((key) => rest.every((entry) => Object.hasOwn(entry, key)));
}

/** The name of a map's key column: "key", or "(key)" when the entries already have a "key". */
export function mapKeyColumn(map: Record<string, unknown>): string {
  return Object.values(map).some((entry) => isRecord(entry) && Object.hasOwn(entry, "key")) ? "(key)" : "key";
}

/** A map as rows: the key first, then the entry's own fields. */
export function mapRows(map: Record<string, unknown>): object[] {
  const column = mapKeyColumn(map);
  return Object.entries(map).map(([key, entry]) => {
    const row: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    row[column] = key;
    if (isRecord(entry)) for (const field of Object.keys(entry)) row[field] = entry[field];
    return row;
  });
}

/**
 * Every array of objects reachable through object properties, breadth first (so shallow arrays
 * come first). Elements of arrays are not entered: `coins[0].platforms`, `coins[1].platforms`…
 * would bury the picker; entries of maps of objects (see isObjectMap) likewise. Bounded in depth and work, and iterative, so any input is safe.
 */
export function findObjectArrays(value: unknown): ObjectArray[] {
  const found: ObjectArray[] = [];
  const queue: { node: unknown; path: PathSegment[] }[] = [{ node: value, path: [] }];
  let visits = 0;
  for (let item = queue.shift(); item && visits < MAX_VISITS; item = queue.shift()) {
    visits += 1;
    const { node, path } = item;
    if (isObjectArray(node)) {
      found.push({ path, label: labelOf(path), length: node.length, kind: "array" });
    } else if (isObjectMap(node)) {
      found.push({ path, label: labelOf(path), length: Object.keys(node).length, kind: "map" });
    } else if (isRecord(node) && path.length < MAX_DEPTH) {
      for (const key of Object.keys(node)) {
        if (visits + queue.length >= MAX_VISITS) break;
        queue.push({ node: node[key], path: [...path, key] });
      }
    }
  }
  return found;
}

function labelOf(path: PathSegment[]): string {
  return path.length === 0 ? "(root)" : formatPath(path);
}

/** The table to open first: the largest array, the first one found on a tie. */
export function defaultArrayIndex(arrays: readonly ObjectArray[]): number {
  let best = -1;
  arrays.forEach((array, index) => {
    const current = arrays[best];
    if (!current || array.length > current.length) best = index;
  });
  return best;
}

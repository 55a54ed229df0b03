import { isPlainObject } from "./cell-text";
import { formatPath, type PathSegment } from "./json-path";

export interface ObjectArray {
  path: PathSegment[];
  label: string;
  length: number;
}

const MAX_DEPTH = 12;
const MAX_VISITS = 5_000;

function isObjectArray(value: unknown): value is Record<string, unknown>[] {
  return Array.isArray(value) && value.length > 0 && value.every(isPlainObject);
}

/**
 * Every array of objects reachable through object properties, breadth first (so shallow arrays
 * come first). Elements of arrays are not entered: `coins[0].platforms`, `coins[1].platforms`…
 * would bury the picker. Bounded in depth and work, and iterative, so any input is safe.
 */
export function findObjectArrays(value: unknown): ObjectArray[] {
  const found: ObjectArray[] = [];
  const queue: { node: unknown; path: PathSegment[] }[] = [{ node: value, path: [] }];
  let visits = 0;
  for (let item = queue.shift(); item && visits < MAX_VISITS; item = queue.shift()) {
    visits += 1;
    const { node, path } = item;
    if (isObjectArray(node)) {
      found.push({ path, label: path.length === 0 ? "(root)" : formatPath(path), length: node.length });
    } else if (isPlainObject(node) && path.length < MAX_DEPTH) {
      for (const key of Object.keys(node)) {
        if (visits + queue.length >= MAX_VISITS) break;
        queue.push({ node: node[key], path: [...path, key] });
      }
    }
  }
  return found;
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

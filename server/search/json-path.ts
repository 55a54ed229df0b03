/** Why a path could not be followed, in words a plan author can act on. */
export class PathError extends Error {}

/** Splits "coins.0.id" (or "coins[0].id") into its segments; "" means the whole value. */
export function splitPath(path: string): string[] {
  const normalized = path.replace(/\[(\d+)\]/g, ".$1").replace(/^\./, "");
  return normalized === "" ? [] : normalized.split(".");
}

/** Follows a dotted path with numeric array indices; throws PathError naming the missing segment. */
export function readPath(value: unknown, path: string): unknown {
  let current: unknown = value;
  const walked: string[] = [];
  for (const segment of splitPath(path)) {
    const here = walked.length === 0 ? "the output" : `"${walked.join(".")}"`;
    if (Array.isArray(current)) {
      if (!/^\d+$/.test(segment)) throw new PathError(`${here} is a list; "${segment}" is not an index`);
      const index = Number(segment);
      if (index >= current.length) {
        throw new PathError(`${here} has ${current.length} item(s); index ${index} does not exist`);
      }
      current = current[index];
    } else if (typeof current === "object" && current !== null) {
      if (!Object.hasOwn(current, segment)) throw new PathError(`${here} has no key "${segment}"`);
      current = (current as Record<string, unknown>)[segment];
    } else {
      throw new PathError(`${here} is ${current === null ? "null" : typeof current}, not an object or list`);
    }
    walked.push(segment);
  }
  return current;
}

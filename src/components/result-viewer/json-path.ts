export type PathSegment = string | number;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * A path as a JavaScript accessor: `coins[0].id`, `meta["market cap"]`. The root is the empty
 * string, so a copied path can be appended to a variable name as it is.
 */
export function formatPath(path: readonly PathSegment[]): string {
  let out = "";
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) out += out === "" ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/** What a person reads for a path: the root gets a name instead of nothing. */
export function describePath(path: readonly PathSegment[]): string {
  return path.length === 0 ? "(root)" : formatPath(path);
}

/**
 * @cfworker/json-schema reports locations as URI-encoded JSON pointers (`#/coins/0/a%20b`).
 * Segments made only of digits are taken as array indices, which is what they are in an output.
 */
export function pointerToPath(pointer: string): PathSegment[] {
  const body = pointer.startsWith("#") ? pointer.slice(1) : pointer;
  if (body === "") return [];
  return body
    .slice(1)
    .split("/")
    .map((raw) => {
      const segment = safeDecode(raw).replace(/~1/g, "/").replace(/~0/g, "~");
      return /^(0|[1-9]\d*)$/.test(segment) ? Number(segment) : segment;
    });
}

function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Reads own properties only, so keys like `constructor` never reach Object.prototype. */
export function getAtPath(value: unknown, path: readonly PathSegment[]): unknown {
  let current = value;
  for (const segment of path) {
    if (current === null || typeof current !== "object") return undefined;
    if (!Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<PathSegment, unknown>)[segment];
  }
  return current;
}

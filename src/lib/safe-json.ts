/**
 * Parsing for JSON from a URL, storage or the user. `JSON.parse` itself never touches a prototype,
 * but a later step that copies or merges by assignment (`target[key] = …`, `Object.assign`, a deep
 * merge in a form library) walks into `Object.prototype` through a `__proto__` key, or through
 * `constructor.prototype`. So such data never carries:
 * - `__proto__`, at any depth;
 * - `constructor` or `prototype` holding an object or array (the only shape that can reach a
 *   prototype). With a plain value they stay: tools have parameters called that (see lib/schema.ts).
 */
export function parseJsonSafe(text: string): unknown {
  // Returning undefined from the reviver deletes the member from its parent.
  return JSON.parse(text, (key: string, value: unknown) =>
    isForbiddenMember(key, value) ? undefined : value,
  );
}

/** Whether `key: value` could lead an assigning copy or merge into a prototype. */
export function isForbiddenMember(key: string, value: unknown): boolean {
  if (key === "__proto__") return true;
  return (key === "constructor" || key === "prototype") && typeof value === "object" && value !== null;
}

/**
 * What JSON makes of a value, as the wire will carry it: `undefined` members vanish, `undefined`
 * array items become null. The text is this call's own, so nothing untrusted is parsed.
 */
export function jsonCopy(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
}

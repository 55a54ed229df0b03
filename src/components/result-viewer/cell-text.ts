/** A cell's text: strings as they are, everything else as compact JSON, missing as nothing. */
export function cellText(value: unknown): string {
  if (value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "bigint") return value.toString();
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    // Cyclic or too deep to serialize: a cell still has to say something.
    return "[unserializable]";
  }
}

/** Reads an own property only: a row without `constructor` must not show Object's. */
export function ownValue(row: object, key: string): unknown {
  return Object.hasOwn(row, key) ? (row as Record<string, unknown>)[key] : undefined;
}

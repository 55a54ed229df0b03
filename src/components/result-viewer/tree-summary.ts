import { formatInteger } from "../../lib/format";
import { cellText } from "./cell-text";
import type { PathSegment } from "./json-path";

/** A node's children; own keys only, so "__proto__" from JSON.parse is an ordinary key. */
export function entriesOf(value: object): [PathSegment, unknown][] {
  if (Array.isArray(value)) return value.map((item, index) => [index, item]);
  return Object.keys(value).map((key) => [key, (value as Record<string, unknown>)[key]]);
}

const PREVIEW_ENTRIES = 3;
const PREVIEW_CHARS = 24;

function previewOf(item: unknown): string {
  if (typeof item === "object" && item !== null) return Array.isArray(item) ? "[…]" : "{…}";
  const text = cellText(item);
  const cut = text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text;
  return typeof item === "string" ? `"${cut}"` : cut;
}

/** `[2 items]` when open; a peek at the first entries when closed, so rows are recognisable. */
export function summary(value: object, count: number, open: boolean): string {
  if (Array.isArray(value)) return `[${formatInteger(count)} ${count === 1 ? "item" : "items"}]`;
  if (open || count === 0) return `{${formatInteger(count)} ${count === 1 ? "key" : "keys"}}`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  const shown = keys.slice(0, PREVIEW_ENTRIES).map((key) => `${key}: ${previewOf(record[key])}`);
  return `{${shown.join(", ")}${keys.length > PREVIEW_ENTRIES ? ", …" : ""}}`;
}

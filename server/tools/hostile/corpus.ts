import { readFileSync } from "node:fs";

/** One hostile string; `id` names what it tries (script tag, event handler, RTL override…). */
export interface HostilePayload {
  id: string;
  payload: string;
}

interface CorpusFile {
  flag: string;
  evilOrigin: string;
  payloads: HostilePayload[];
  schemas: {
    catastrophicPattern: string;
    catastrophicInput: string;
    depth: number;
    backtracking: BacktrackingPattern[];
  };
}

/** A pattern safe-regex2 let through, and an input it backtracks on for seconds (issue 26). */
export interface BacktrackingPattern {
  pattern: string;
  input: string;
}

// JSON so the e2e specs read the very same strings without importing service code.
const file = JSON.parse(readFileSync(new URL("./corpus.json", import.meta.url), "utf8")) as CorpusFile;

/** The window property every payload tries to set; it must stay unset. */
export const PWNED_FLAG = file.flag;
export const EVIL_ORIGIN = file.evilOrigin;
export const HOSTILE_PAYLOADS: readonly HostilePayload[] = file.payloads;

export const CATASTROPHIC_PATTERN = file.schemas.catastrophicPattern;
export const CATASTROPHIC_INPUT = file.schemas.catastrophicInput;
export const SCHEMA_DEPTH = file.schemas.depth;
export const BACKTRACKING_PATTERNS: readonly BacktrackingPattern[] = file.schemas.backtracking;

export const MEGABYTE = 1024 * 1024;
export const NESTING_DEPTH = 1000;

/** Exactly `bytes` characters, with a script tag in the middle for a renderer that slices. */
export function megabyteString(bytes = MEGABYTE): string {
  const marker = "<script>window.__pwned='mega'</script>";
  const half = Math.floor((bytes - marker.length) / 2);
  return "m".repeat(half) + marker + "m".repeat(bytes - marker.length - half);
}

/** `{level: 1, next: {level: 2, next: …}}`, `depth` objects deep, a payload at the bottom. */
export function deepNesting(depth = NESTING_DEPTH): Record<string, unknown> {
  let node: Record<string, unknown> = {
    level: depth,
    bottom: "<img src=x onerror=\"window.__pwned='deep'\">",
  };
  for (let level = depth - 1; level >= 1; level--) node = { level, next: node };
  return node;
}

/** An input schema `depth` levels deep: an object whose `list` holds arrays of arrays of … strings. */
export function deepSchemaOf(depth: number): Record<string, unknown> {
  let node: Record<string, unknown> = { type: "string" };
  for (let level = 2; level < depth; level++) node = { type: "array", items: node };
  return { type: "object", properties: { list: node } };
}

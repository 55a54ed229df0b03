import type { Context } from "hono";
import type { z } from "zod";
import { ServiceError } from "./errors.ts";

export interface Issue {
  path: string;
  message: string;
}

function invalid(message: string, field: string, issues: Issue[] = []): ServiceError {
  return new ServiceError(400, "INVALID_REQUEST", message, issues.length ? { field, issues } : { field });
}

function pathOf(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join(".") : "(body)";
}

/** A UTF-16 surrogate without its pair: JSON's `\ud800` escape makes one, UTF-8 has no encoding for it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored as sent, or null when it can. */
function unstorable(text: string): string | null {
  // PostgreSQL can store U+0000 neither in TEXT nor in JSONB.
  if (text.includes("\u0000")) return "Text must not contain the NUL character (U+0000)";
  // The database would keep U+FFFD in its place: what was sent would silently not be what is kept.
  if (LONE_SURROGATE.test(text)) return "Text must be valid Unicode (a \\u escape names half a character)";
  return null;
}

/**
 * The first path (a.b.0) whose key or string cannot be stored as sent, with the reason. Iterative,
 * because bodies can be nested deeper than the call stack.
 */
function unstorablePath(root: unknown): { path: string; reason: string } | null {
  const stack: [unknown, string][] = [[root, "(body)"]];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [value, path] = item;
    if (typeof value === "string") {
      const reason = unstorable(value);
      if (reason !== null) return { path, reason };
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    for (const [key, child] of Object.entries(value)) {
      const childPath = path === "(body)" ? key : `${path}.${key}`;
      const reason = unstorable(key);
      if (reason !== null) return { path: childPath, reason };
      stack.push([child, childPath]);
    }
  }
  return null;
}

/** Arrays and objects nested deeper than this are refused before JSON.parse sees the body. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, by one pass over the raw text:
 * brackets inside strings (escapes included) do not count. Linear in the text and without
 * recursion, so a megabyte of `[` costs milliseconds, whereas parsing it and walking the result
 * stalls the process for seconds. Malformed text is left for JSON.parse to reject.
 */
export function jsonNestedDeeperThan(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // a backslash escapes the next character, a quote included
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > limit) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

/**
 * Reads and validates a JSON body. Every route reads its body through here so that content type,
 * syntax and field errors all come back as 400 `INVALID_REQUEST` naming the field.
 * An empty body is malformed JSON: callers with nothing to say send `{}`.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header("content-type") ?? "";
  const mediaType = type.split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/json") {
    throw invalid("Content-Type must be application/json", "content-type");
  }
  const text = await c.req.text();
  if (jsonNestedDeeperThan(text)) {
    throw new ServiceError(
      400,
      "INVALID_REQUEST",
      `Request body is nested deeper than ${MAX_JSON_DEPTH} levels`,
      {
        field: "(body)",
        max_depth: MAX_JSON_DEPTH,
      },
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid("Request body is not valid JSON", "(body)");
  }
  const bad = unstorablePath(value);
  if (bad !== null) throw invalid(bad.reason, bad.path);
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = result.error.issues.map((i) => ({ path: pathOf(i.path), message: i.message }));
    const first = issues[0] ?? { path: "(body)", message: "Invalid request body" };
    throw invalid(`Invalid field ${first.path}: ${first.message}`, first.path, issues);
  }
  return result.data;
}

import { isRecord } from "../../common/plain-object.ts";
import type { JsonSchema } from "./types.ts";

function pointer(root: JsonSchema, ref: string): unknown {
  if (!ref.startsWith("#")) return undefined;
  return walk(root, ref.slice(1).split("/").slice(1));
}

function walk(root: JsonSchema, segments: string[]): unknown {
  let node: unknown = root;
  for (const raw of segments) {
    const segment = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (!isRecord(node) && !Array.isArray(node)) return undefined;
    // The validator reports paths through a $ref as ".../$ref/...": continue at the target.
    node =
      segment === "$ref" && isRecord(node) && typeof node.$ref === "string"
        ? pointer(root, node.$ref)
        : (node as JsonSchema)[segment];
  }
  return node;
}

const FORMAT_NAMES: Record<string, string> = {
  date: "date (YYYY-MM-DD)",
  email: "email address",
  uri: "absolute URI",
};

/** A message for the keyword at `keywordLocation`, from the schema's own value; undefined to keep the validator's. */
export function friendlyMessage(
  root: JsonSchema,
  keywordLocation: string,
  keyword: string,
): string | undefined {
  const value = pointer(root, keywordLocation);
  const list = (v: unknown) =>
    Array.isArray(v) ? v.map((x) => JSON.stringify(x)).join(", ") : JSON.stringify(v);
  switch (keyword) {
    case "minimum":
      return `must be at least ${String(value)}`;
    case "maximum":
      return `must be at most ${String(value)}`;
    case "exclusiveMinimum":
      return `must be greater than ${String(value)}`;
    case "exclusiveMaximum":
      return `must be less than ${String(value)}`;
    case "minLength":
      return `must have at least ${String(value)} character${value === 1 ? "" : "s"}`;
    case "maxLength":
      return `must have at most ${String(value)} characters`;
    case "minItems":
      return `must have at least ${String(value)} item${value === 1 ? "" : "s"}`;
    case "maxItems":
      return `must have at most ${String(value)} items`;
    case "uniqueItems":
      return "must not contain duplicates";
    case "enum":
      return `must be one of ${list(value)}`;
    case "type":
      return `must be of type ${Array.isArray(value) ? value.join(" or ") : String(value)}`;
    case "pattern":
      return `must match the pattern ${String(value)}`;
    case "format":
      return `must be a valid ${FORMAT_NAMES[String(value)] ?? String(value)}`;
    default:
      return undefined;
  }
}

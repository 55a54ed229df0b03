import { isRecord } from "../../../../common/plain-object";
import { parseJsonSafe } from "../../../lib/safe-json";
import { isStepRef, isTemplateRef, type StepRef, type TemplateRef } from "../../../../common/step-references";
import { asSchema, type Schema } from "./recipe";
import { typesOf } from "./schema-walk";

export type BindingMode = "value" | "step" | "template";

export function modeOf(value: unknown): BindingMode {
  if (isStepRef(value)) return "step";
  if (isTemplateRef(value)) return "template";
  return "value";
}

/** A literal as the field's text box shows it: strings as typed, anything else as JSON. */
export function literalText(value: unknown): string {
  if (value === undefined) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** What a field's text means: a string field takes the text as typed, other types read it as JSON. */
export function literalValue(text: string, field: Schema | null): unknown {
  const types = field ? typesOf(field) : new Set<string>();
  if (text === "") return undefined;
  if (types.size === 0 || (types.has("string") && types.size === 1)) return text;
  try {
    return parseJsonSafe(text);
  } catch {
    return text;
  }
}

const TOKEN = /\{([^{}]+)\}/g;

/** "Profile of {step-1.companies.0.name}" → a template with one reference; null when it holds none. */
export function parseTemplate(text: string): TemplateRef<StepRef> | null {
  const values: StepRef[] = [];
  const template = text.replace(TOKEN, (whole, inner: string) => {
    const dot = inner.indexOf(".");
    if (dot <= 0) return whole;
    values.push({ $fromStep: inner.slice(0, dot), $outputKey: inner.slice(dot + 1) });
    return `{${values.length - 1}}`;
  });
  return values.length === 0 ? null : { $fromTemplateString: template, $values: values };
}

/** The text a template is edited as: each `{n}` written as `{step.path}`. */
export function templateText(value: unknown): string {
  if (!isTemplateRef(value)) return "";
  return value.$fromTemplateString.replace(/\{(\d+)\}/g, (whole, digits: string) => {
    const ref = value.$values[Number(digits)];
    return isStepRef(ref) ? `{${String(ref.$fromStep)}.${ref.$outputKey}}` : whole;
  });
}

/** Every path of a value down to its leaves ("companies.0.ticker"), with the value there; capped. */
export function leafPaths(value: unknown, limit = 200): Array<{ path: string; value: unknown }> {
  const found: Array<{ path: string; value: unknown }> = [];
  const walk = (node: unknown, path: string[]) => {
    if (found.length >= limit) return;
    const entries = Array.isArray(node)
      ? node.map((v, i) => [String(i), v] as const)
      : isRecord(node)
        ? Object.entries(node)
        : null;
    if (entries === null || entries.length === 0) {
      if (path.length > 0) found.push({ path: path.join("."), value: node });
      return;
    }
    for (const [key, child] of entries) walk(child, [...path, key]);
  };
  walk(value, []);
  return found;
}

/** The top-level fields of a tool's input, in the schema's order, with whether each is required. */
export function inputFields(
  inputSchema: Schema,
): Array<{ name: string; schema: Schema | null; required: boolean }> {
  const properties = asSchema(inputSchema.properties) ?? {};
  const required = Array.isArray(inputSchema.required) ? inputSchema.required : [];
  return Object.entries(properties).map(([name, sub]) => ({
    name,
    schema: asSchema(sub),
    required: required.includes(name),
  }));
}

/** A reference as a field takes it: wrapped in a list when the field is a list and the value is not. */
export function bindReference(ref: StepRef, field: Schema | null, sample: unknown): unknown {
  const types = field ? typesOf(field) : new Set<string>();
  return types.size === 1 && types.has("array") && !Array.isArray(sample) ? [ref] : ref;
}

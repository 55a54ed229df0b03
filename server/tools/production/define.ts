import { createRng, type Rng } from "../../data/prng.ts";
import { DRAFT_07, input } from "../schema-parts.ts";
import {
  ToolRunError,
  type JsonSchema,
  type Tool,
  type ToolContext,
  type ToolOutput,
  type Vertical,
} from "../types.ts";

/**
 * Production-shaped tools: a declaration (name, verticals, parameters, top-level output properties,
 * a sample input) and a synchronous `run` drawing its figures from a generator seeded by the tool
 * name and the input, so equal inputs always give equal outputs and nothing is stored.
 */
export interface ProductionSpec<I> {
  name: string;
  verticals: readonly [Vertical, ...Vertical[]];
  description: string;
  price: number;
  params: Record<string, JsonSchema>;
  required: string[];
  /** Top-level output properties; all are required. */
  output: Record<string, JsonSchema>;
  /** An input shaped like the parameters production was seen to accept; tests run every one. */
  sample: Record<string, unknown>;
  run(input: I, g: Gen, ctx: ToolContext): ToolOutput;
}

/** Figures are drawn relative to a fixed day, so outputs do not drift with the clock. */
export const DATA_DAY = Date.UTC(2026, 10, 20);
const DAY_MS = 86_400_000;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export interface Gen extends Rng {
  /** A float in [min, max] rounded to `dp` decimals. */
  num(min: number, max: number, dp?: number): number;
  /** ISO date `daysAgo` days before the data day. */
  day(daysAgo: number): string;
  /** A random walk of `n` points, oldest first, ending at the data day. */
  walk(n: number, start: number, stepPct: number, dp?: number): number[];
}

export function gen(...parts: unknown[]): Gen {
  const rng = createRng(hash(JSON.stringify(parts)));
  const num = (min: number, max: number, dp = 2) => Number((min + rng.next() * (max - min)).toFixed(dp));
  return {
    ...rng,
    num,
    day: (daysAgo) => new Date(DATA_DAY - daysAgo * DAY_MS).toISOString().slice(0, 10),
    walk(n, start, stepPct, dp = 2) {
      const out: number[] = [];
      let v = start;
      for (let i = 0; i < n; i += 1) {
        out.push(Number(v.toFixed(dp)));
        v *= 1 + (rng.next() - 0.5) * 2 * (stepPct / 100);
      }
      return out;
    },
  };
}

/** The failure production answers for an unknown entity, naming what the sandbox holds. */
export function unknownEntity(kind: string, value: string, known: readonly string[]): ToolRunError {
  const shown = known.slice(0, 8).join(", ");
  const more = known.length > 8 ? `, … (${known.length} in all)` : "";
  return new ToolRunError(`No ${kind} named "${value}" in the sandbox data; try one of: ${shown}${more}.`);
}

export function defineProduction<I>(spec: ProductionSpec<I>): Tool & { sample: Record<string, unknown> } {
  const [vertical, ...alsoIn] = spec.verticals;
  const outputSchema: JsonSchema = {
    $schema: DRAFT_07,
    type: "object",
    properties: spec.output,
    required: Object.keys(spec.output),
  };
  return {
    name: spec.name,
    vertical,
    ...(alsoIn.length > 0 ? { alsoIn } : {}),
    description: spec.description,
    price: spec.price,
    inputSchema: input(spec.params, spec.required),
    outputSchema,
    sample: spec.sample,
    // The executor validated the input against inputSchema, which makes the cast sound.
    run: (value, ctx) => {
      try {
        return Promise.resolve(spec.run(value as I, gen(spec.name, value), ctx));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
}

// Output schema shorthands: production's outputs are described, not constrained beyond their types.
export const S: JsonSchema = { type: "string" };
export const I: JsonSchema = { type: "integer" };
export const N: JsonSchema = { type: "number" };
export const B: JsonSchema = { type: "boolean" };
export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: "null" }] });
export const A = (items: JsonSchema): JsonSchema => ({ type: "array", items });
export function O(properties: Record<string, JsonSchema>): JsonSchema {
  return { type: "object", properties, required: Object.keys(properties) };
}
export const CTX: JsonSchema = { type: "string", description: "A human-readable summary of the result" };

// Input shorthands with the descriptions a form shows.
export const p = {
  str: (description: string, extra: JsonSchema = {}): JsonSchema => ({
    type: "string",
    description,
    ...extra,
  }),
  int: (description: string, extra: JsonSchema = {}): JsonSchema => ({
    type: "integer",
    description,
    ...extra,
  }),
  num: (description: string, extra: JsonSchema = {}): JsonSchema => ({
    type: "number",
    description,
    ...extra,
  }),
  bool: (description: string, extra: JsonSchema = {}): JsonSchema => ({
    type: "boolean",
    description,
    ...extra,
  }),
  list: (
    description: string,
    items: JsonSchema = { type: "string" },
    extra: JsonSchema = {},
  ): JsonSchema => ({
    type: "array",
    items,
    description,
    minItems: 1,
    ...extra,
  }),
  limit: (max: number, byDefault: number): JsonSchema => ({
    type: "integer",
    minimum: 1,
    maximum: max,
    default: byDefault,
    description: `How many results, 1 to ${max}`,
  }),
  date: (description: string): JsonSchema => ({ type: "string", format: "date", description }),
  currency: (): JsonSchema => ({
    type: "string",
    enum: ["usd", "eur", "gbp", "btc", "eth"],
    default: "usd",
    description: "Quote currency",
  }),
  latitude: (): JsonSchema => ({
    type: "number",
    minimum: -90,
    maximum: 90,
    description: "Latitude in degrees",
  }),
  longitude: (): JsonSchema => ({
    type: "number",
    minimum: -180,
    maximum: 180,
    description: "Longitude in degrees",
  }),
  address: (): JsonSchema => ({
    type: "string",
    pattern: "^0x[0-9a-fA-F]{40}$",
    description: "An Ethereum address, 0x followed by 40 hex digits",
  }),
};

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

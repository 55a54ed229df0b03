import type { JsonSchema } from "./types.ts";

/** Shared schema fragments, so the same idea is spelled the same way in every tool. */
export const DRAFT_07 = "http://json-schema.org/draft-07/schema#";

export const evmAddress: JsonSchema = {
  type: "string",
  pattern: "^0x[0-9a-fA-F]{40}$",
  description: "An EVM address, 0x followed by 40 hex digits",
};

export const txHash: JsonSchema = {
  type: "string",
  pattern: "^0x[0-9a-fA-F]{64}$",
  description: "A transaction hash, 0x followed by 64 hex digits",
};

export const decimalString: JsonSchema = {
  type: "string",
  pattern: "^-?\\d+(\\.\\d+)?$",
  description: "A decimal number as a string, exact (never rounded through a float)",
};

export const digitString: JsonSchema = {
  type: "string",
  pattern: "^\\d+$",
  description: "An integer as a string",
};

export const context: JsonSchema = { type: "string", description: "A human-readable summary of the result" };

export function limit(max: number, byDefault: number): JsonSchema {
  return {
    type: "integer",
    minimum: 1,
    maximum: max,
    default: byDefault,
    description: `How many results, 1 to ${max}`,
  };
}

/** Inputs reject unknown fields: callers must follow the schema strictly, as the spec says. */
export function input(
  properties: Record<string, JsonSchema>,
  required: string[],
  extra: JsonSchema = {},
): JsonSchema {
  return { $schema: DRAFT_07, type: "object", properties, required, additionalProperties: false, ...extra };
}

export function output(
  properties: Record<string, JsonSchema>,
  required: string[],
  extra: JsonSchema = {},
): JsonSchema {
  return {
    $schema: DRAFT_07,
    type: "object",
    properties: { ...properties, context },
    required: [...required, "context"],
    ...extra,
  };
}

export function object(
  properties: Record<string, JsonSchema>,
  required: string[],
  description?: string,
): JsonSchema {
  return { type: "object", properties, required, ...(description === undefined ? {} : { description }) };
}

export const str = (description: string, extra: JsonSchema = {}): JsonSchema => ({
  type: "string",
  description,
  ...extra,
});
export const int = (description: string, extra: JsonSchema = {}): JsonSchema => ({
  type: "integer",
  description,
  ...extra,
});
export const bool = (description: string, extra: JsonSchema = {}): JsonSchema => ({
  type: "boolean",
  description,
  ...extra,
});
export const arrayOf = (items: JsonSchema, description: string, extra: JsonSchema = {}): JsonSchema => ({
  type: "array",
  items,
  description,
  ...extra,
});

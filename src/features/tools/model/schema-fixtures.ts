import type { JsonSchema } from "./json-schema";

/**
 * One input schema per JSON Schema feature the reference catalog uses (server/tools/schema-features.ts
 * lists them), spelled the way the catalog spells them. Tests render the form for each.
 */
export const FEATURE_SCHEMAS: Record<string, JsonSchema> = {
  required: obj({ query: { type: "string", title: "Query" } }, ["query"]),
  enum: obj({ vsCurrency: { type: "string", enum: ["usd", "eur", "btc"], default: "usd" } }, ["vsCurrency"]),
  "integer-min-max": obj({ limit: { type: "integer", minimum: 1, maximum: 50, default: 10 } }, ["limit"]),
  number: obj({ amount: { type: "number", exclusiveMinimum: 0 } }, ["amount"]),
  boolean: obj({ includeEps: { type: "boolean", default: false } }, []),
  default: obj({ sortBy: { type: "string", enum: ["revenue", "employees"], default: "revenue" } }, []),
  "format-date": obj({ filedAfter: { type: "string", format: "date" } }, ["filedAfter"]),
  "format-email": obj({ email: { type: "string", format: "email" } }, ["email"]),
  "format-uri": obj({ url: { type: "string", format: "uri" } }, ["url"]),
  pattern: obj({ address: { type: "string", pattern: "^0x[0-9a-fA-F]{40}$" } }, ["address"]),
  "nested-object": obj(
    {
      sort: obj({ field: { type: "string", enum: ["price", "marketCap"] }, direction: { type: "string" } }, [
        "field",
      ]),
    },
    ["sort"],
  ),
  "array-of-primitives": obj({ coinIds: { type: "array", items: { type: "string" }, minItems: 1 } }, [
    "coinIds",
  ]),
  "array-of-objects": obj(
    {
      holdings: {
        type: "array",
        minItems: 1,
        items: obj({ coinId: { type: "string" }, amount: { type: "number" } }, ["coinId", "amount"]),
      },
    },
    ["holdings"],
  ),
  oneOf: obj(
    {
      company: {
        oneOf: [
          obj({ ticker: { type: "string", title: "Ticker" } }, ["ticker"], "By ticker"),
          obj({ cik: { type: "string", title: "CIK", pattern: "^\\d{10}$" } }, ["cik"], "By CIK"),
        ],
      },
    },
    ["company"],
  ),
  anyOf: obj(
    {
      id: {
        anyOf: [
          { type: "string", title: "Name" },
          { type: "integer", title: "Number" },
        ],
      },
    },
    ["id"],
  ),
  "nullable-type-array": obj({ maxPriceUsd: { type: ["number", "null"], description: "Upper bound" } }, []),
  "nullable-anyOf": obj({ label: { anyOf: [{ type: "string", maxLength: 40 }, { type: "null" }] } }, []),
  $ref: {
    ...obj({ range: { $ref: "#/$defs/range" } }, ["range"]),
    $defs: { range: obj({ min: { type: "number" }, max: { type: "number" } }, ["min"]) },
  },
  $defs: {
    ...obj({ employees: { $ref: "#/$defs/bounds" } }, []),
    $defs: { bounds: obj({ min: { type: "integer", minimum: 0 } }, []) },
  },
};

function obj(properties: Record<string, JsonSchema>, required: string[], title?: string): JsonSchema {
  return { type: "object", properties, required, ...(title ? { title } : {}) };
}

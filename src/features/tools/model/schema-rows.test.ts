import { expect, test } from "vitest";
import { schemaRows } from "./schema-rows";

test("one row per field, nested and array fields included, $ref followed", () => {
  const rows = schemaRows({
    type: "object",
    required: ["holdings"],
    properties: {
      holdings: {
        type: "array",
        description: "Positions",
        items: {
          type: "object",
          required: ["amount"],
          properties: { amount: { type: "number", minimum: 0 } },
        },
      },
      range: { $ref: "#/$defs/range" },
      token: { anyOf: [{ type: "string", pattern: "^0x" }, { type: "null" }], default: null },
      sectors: { type: "array", items: { type: "string", enum: ["Energy", "Utilities"] } },
    },
    $defs: { range: { type: "object", properties: { min: { type: "integer", default: 1 } } } },
  });
  const row = {
    limits: [],
    values: [],
    required: false,
    requiredIn: null,
    defaultValue: "",
    description: "",
  };
  expect(rows).toEqual([
    { ...row, name: "holdings", type: "object[]", required: true, description: "Positions" },
    { ...row, name: "holdings[].amount", type: "number", limits: ["0 to …"], required: true },
    { ...row, name: "range", type: "object" },
    { ...row, name: "range.min", type: "integer", defaultValue: "1" },
    { ...row, name: "token", type: "string | null", limits: ["pattern ^0x"], defaultValue: "null" },
    { ...row, name: "sectors", type: "string[]", values: ['"Energy"', '"Utilities"'] },
  ]);
});

test("a field required by one option of a oneOf is required with that option, not by the schema", () => {
  const rows = schemaRows({
    type: "object",
    required: ["company"],
    properties: {
      company: {
        oneOf: [
          {
            type: "object",
            title: "By ticker",
            properties: { ticker: { type: "string" } },
            required: ["ticker"],
          },
          { type: "object", title: "By CIK", properties: { cik: { type: "string" } }, required: ["cik"] },
        ],
      },
    },
  });
  expect(rows.map((r) => [r.name, r.required, r.requiredIn])).toEqual([
    ["company", true, null],
    ["company.ticker", false, "By ticker"],
    ["company.cik", false, "By CIK"],
  ]);
});

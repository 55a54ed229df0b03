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
    },
    $defs: { range: { type: "object", properties: { min: { type: "integer", default: 1 } } } },
  });
  expect(rows).toEqual([
    { name: "holdings", type: "object[]", required: true, defaultValue: "", description: "Positions" },
    { name: "holdings[].amount", type: "number (0 to …)", required: true, defaultValue: "", description: "" },
    { name: "range", type: "object", required: false, defaultValue: "", description: "" },
    { name: "range.min", type: "integer", required: false, defaultValue: "1", description: "" },
    {
      name: "token",
      type: "string (pattern ^0x) | null",
      required: false,
      defaultValue: "null",
      description: "",
    },
  ]);
});

import type { RJSFSchema } from "@rjsf/utils";
import { describe, expect, test } from "vitest";
import { CfworkerValidator, validatorForTool } from "./cf-validator";
import { schemaIssues } from "./schema-errors";

const schema: RJSFSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  type: "object",
  properties: {
    address: { type: "string", pattern: "^0x[0-9a-fA-F]{40}$" },
    limit: { type: "integer", minimum: 1, maximum: 50 },
    email: { type: "string", format: "email" },
    label: { anyOf: [{ type: "string", maxLength: 3 }, { type: "null" }] },
    range: { $ref: "#/$defs/range" },
    holdings: {
      type: "array",
      items: {
        type: "object",
        properties: { amount: { type: "number", exclusiveMinimum: 0 } },
        required: ["amount"],
      },
    },
  },
  required: ["address"],
  additionalProperties: false,
  $defs: { range: { type: "object", properties: { min: { type: "number" } }, required: ["min"] } },
};

describe("schemaIssues", () => {
  test("names every failing field with a message a person can act on", () => {
    const issues = schemaIssues(schema, {
      limit: 2.5,
      email: "nope",
      range: {},
      holdings: [{ amount: 1 }, { amount: -1 }],
      extra: true,
    });
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: ["address"], message: "Required" },
        { path: ["limit"], message: "Must be a whole number" },
        { path: ["email"], message: "Must be a valid email" },
        { path: ["range", "min"], message: "Required" },
        { path: ["holdings", "1", "amount"], message: "Must be greater than 0" },
        { path: [], message: "Unknown field “extra”", unknownField: "extra" },
      ]),
    );
  });

  test("a pattern message quotes the pattern when the field has no description, and null passes where allowed", () => {
    expect(schemaIssues(schema, { address: "0x12", label: null })).toEqual([
      { path: ["address"], message: "Not in the expected form (pattern ^0x[0-9a-fA-F]{40}$)" },
    ]);
    expect(schemaIssues(schema, { address: `0x${"a".repeat(40)}`, label: "toolong" })).toEqual([
      { path: ["label"], message: "Must be at most 3 characters" },
    ]);
  });

  test("oneOf and anyOf report the closest shape's issues, not only that none matched", () => {
    const company: RJSFSchema = {
      type: "object",
      properties: {
        company: {
          oneOf: [
            {
              type: "object",
              properties: {
                ticker: {
                  type: "string",
                  pattern: "^[A-Z]{1,5}$",
                  description: "Stock ticker, upper case, e.g. NORS",
                },
              },
              required: ["ticker"],
            },
            {
              type: "object",
              properties: { cik: { type: "string", pattern: "^\\d{10}$" } },
              required: ["cik"],
            },
          ],
        },
      },
    };
    expect(schemaIssues(company, { company: { ticker: "aapl" } })).toEqual([
      // The schema says it in words: the message uses them, not the regex.
      {
        path: ["company", "ticker"],
        message: "Not in the expected form: Stock ticker, upper case, e.g. NORS",
      },
    ]);
    expect(schemaIssues(company, { company: { cik: "12" } })).toEqual([
      { path: ["company", "cik"], message: "Not in the expected form (pattern ^\\d{10}$)" },
    ]);
  });
});

describe("CfworkerValidator (rjsf's ValidatorType)", () => {
  const validator = new CfworkerValidator();

  test("validateFormData returns rjsf's errors and an error schema keyed by field", () => {
    const { errors, errorSchema } = validator.validateFormData({ limit: 99 }, schema);
    expect(errors.map((error) => error.property)).toEqual(expect.arrayContaining([".address", ".limit"]));
    expect(errorSchema).toMatchObject({
      address: { __errors: ["Required"] },
      limit: { __errors: ["Must be at most 50"] },
    });
  });

  test("isValid resolves $ref in a sub-schema against the root's $defs", () => {
    const branch = { $ref: "#/$defs/range" };
    expect(validator.isValid(branch, { min: 1 }, schema)).toBe(true);
    expect(validator.isValid(branch, {}, schema)).toBe(false);
  });

  test("is built without eval: it works with Function and eval disabled", () => {
    const original = globalThis.Function;
    const blocked = function () {
      throw new EvalError("unsafe-eval blocked");
    } as unknown as FunctionConstructor;
    globalThis.Function = blocked;
    try {
      const fresh = new CfworkerValidator();
      expect(fresh.isValid({ type: "object", properties: { a: { type: "integer" } } }, { a: 1 }, {})).toBe(
        true,
      );
      expect(fresh.rawValidation({ type: "integer" }, "x").errors).toHaveLength(1);
    } finally {
      globalThis.Function = original;
    }
  });

  test("one validator per tool, replaced only when that tool's schema changes", () => {
    const first = validatorForTool("t", schema);
    expect(validatorForTool("t", structuredClone(schema))).toBe(first);
    expect(validatorForTool("t", { type: "object" })).not.toBe(first);
  });
});

import { describe, expect, test } from "vitest";
import { prepareSchema, schemaDraft } from "./prepare-schema";

describe("prepareSchema", () => {
  test("a type array with null becomes its other type, and null leaves the enum", () => {
    const prepared = prepareSchema({
      type: "object",
      properties: {
        max: { type: ["number", "null"], minimum: 0 },
        tag: { type: ["string", "null"], enum: ["a", null] },
      },
    });
    expect(prepared.properties).toEqual({
      max: { type: "number", minimum: 0 },
      tag: { type: "string", enum: ["a"] },
    });
  });

  test("anyOf [X, {type: null}] becomes X, keeping the field's own description and default", () => {
    const prepared = prepareSchema({
      type: "object",
      properties: {
        token: {
          anyOf: [{ type: "string", pattern: "^0x" }, { type: "null" }],
          default: null,
          description: "Token",
        },
      },
    });
    expect(prepared.properties).toEqual({
      token: { type: "string", pattern: "^0x", default: null, description: "Token" },
    });
  });

  test("a union with several non-null branches keeps them, without the null one", () => {
    const prepared = prepareSchema({ oneOf: [{ type: "string" }, { type: "integer" }, { type: "null" }] });
    expect(prepared).toEqual({ oneOf: [{ type: "string" }, { type: "integer" }] });
  });

  test("nested schemas ($defs, items) are prepared too; enum and default values are left alone", () => {
    const prepared = prepareSchema({
      $defs: { range: { type: "object", properties: { min: { type: ["integer", "null"] } } } },
      items: { anyOf: [{ type: "boolean" }, { type: "null" }] },
      enum: [null, "x"],
      default: { anyOf: [1, { type: "null" }] },
    });
    expect(prepared).toEqual({
      $defs: { range: { type: "object", properties: { min: { type: "integer" } } } },
      items: { type: "boolean" },
      enum: [null, "x"],
      default: { anyOf: [1, { type: "null" }] },
    });
  });

  test("the $schema URI goes (rjsf rejects 2020-12's) and the draft is still known for validation", () => {
    const schema = { $schema: "https://json-schema.org/draft/2020-12/schema", type: "object" };
    expect(prepareSchema(schema)).toEqual({ type: "object" });
    expect(schemaDraft(schema)).toBe("2020-12");
    expect(schemaDraft({ $schema: "http://json-schema.org/draft-07/schema#" })).toBe("7");
    expect(schemaDraft({})).toBe("7");
  });
});

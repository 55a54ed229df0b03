import { cpuMs } from "../../../common/cpu-time";
import { checkSchema, validatorFor } from "./schema-check";

const schema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  type: "object",
  required: ["context", "coins"],
  properties: {
    context: { type: "string" },
    coins: {
      type: "array",
      items: {
        type: "object",
        required: ["id"],
        additionalProperties: false,
        properties: {
          id: { type: "string" },
          "market cap": { type: "integer" },
          rank: { anyOf: [{ type: "integer" }, { type: "null" }] },
        },
      },
    },
  },
};

describe("checkSchema", () => {
  it("accepts a matching output", () => {
    const value = { context: "1 coin", coins: [{ id: "btc", "market cap": 5, rank: null }] };
    expect(checkSchema(schema, value)).toEqual({ status: "valid" });
  });

  it("lists each failing path once, with readable paths", () => {
    const value = { coins: [{ id: 1, "market cap": "big", rank: "x", extra: true }, {}] };
    const result = checkSchema(schema, value);
    expect(result.status).toBe("invalid");
    if (result.status !== "invalid") return;
    expect(result.failures.map((f) => f.path)).toEqual([
      "(root)",
      "coins[0].id",
      'coins[0]["market cap"]',
      "coins[0].rank",
      "coins[0].extra",
      "coins[1]",
    ]);
    expect(result.failures[0]?.message).toMatch(/required property "context"/);
    expect(result.failures[4]?.message).toBe("Not allowed by the schema.");
  });

  it("reuses one validator per schema and leaves the schema untouched", () => {
    const before = JSON.stringify(schema);
    for (let i = 0; i < 3; i++) checkSchema(schema, { context: "c", coins: [] });
    expect(JSON.stringify(schema)).toBe(before);
    expect(Object.getOwnPropertyNames(schema)).not.toContain("__absolute_uri__");
    expect(validatorFor(schema)).toBe(validatorFor(schema));
    expect(validatorFor({ ...schema })).not.toBe(validatorFor(schema));
  });

  it("resolves $ref/$defs", () => {
    const withRef = {
      $defs: { coin: { type: "object", required: ["id"] } },
      type: "array",
      items: { $ref: "#/$defs/coin" },
    };
    const result = checkSchema(withRef, [{ id: "a" }, { name: "b" }]);
    expect(result).toEqual({
      status: "invalid",
      failures: [{ path: "[1]", message: 'Instance does not have required property "id".' }],
    });
  });

  it("reports a schema it cannot use instead of throwing", () => {
    const broken = { $ref: "#/definitions/missing" };
    expect(checkSchema(broken, 1).status).toBe("unusable");
  });

  it("leaves a catastrophic pattern untested, so an output schema cannot freeze the page", () => {
    const hostile = {
      type: "object",
      properties: {
        name: { type: "string", pattern: "^(a+)+$" },
        code: { type: "string", pattern: "^[A-Z]+$" },
      },
    };
    // Short enough to finish either way: were the pattern tested, "…!" would fail it.
    expect(checkSchema(hostile, { name: `${"a".repeat(18)}!`, code: "BTC" })).toEqual({ status: "valid" });
    // Safe patterns are still checked.
    expect(checkSchema(hostile, { name: "aaa", code: "btc" })).toMatchObject({
      status: "invalid",
      failures: [{ path: expect.stringContaining("code") as string }],
    });
  });

  it("answers at once on the patterns safe-regex2 let through, which stalled on the service's own result", () => {
    // Before: each was tested, about a second apiece on these lengths, doubling per character.
    const shapes = [
      { pattern: "(a|a)*$", value: `${"a".repeat(21)}!` },
      { pattern: "^(a|aa)+$", value: `${"a".repeat(31)}!` },
      { pattern: "^(a|b|ab)*c$", value: "ab".repeat(21) },
    ];
    for (const { pattern, value } of shapes) {
      const schema = { type: "object", properties: { code: { type: "string", pattern } } };
      const started = cpuMs();
      expect(checkSchema(schema, { code: value }), pattern).toEqual({ status: "valid" });
      expect(cpuMs() - started, pattern).toBeLessThan(100);
    }
  });
});

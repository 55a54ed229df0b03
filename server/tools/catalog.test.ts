import { Validator, type Schema } from "@cfworker/json-schema";
import { findTool, getCatalog, toolsForVertical, VERTICALS } from "./catalog.ts";
import SEEN from "./production/production-tools-seen.json" with { type: "json" };
import { SCHEMA_FEATURES, schemaFeatures, type SchemaFeature } from "./schema-features.ts";

describe("tool catalog", () => {
  const tools = getCatalog();

  it("has uniquely named <provider>_<operation> tools over the seven verticals", () => {
    expect(tools.length).toBeGreaterThanOrEqual(84);
    expect(new Set(tools.map((t) => t.name)).size).toBe(tools.length);
    for (const tool of tools) expect(tool.name).toMatch(/^[a-z]+_[a-z][A-Za-z]+$/);
    expect(VERTICALS).toEqual(["crypto", "company", "medical", "news", "cybersec", "adtech", "insurance"]);
    for (const vertical of VERTICALS) expect(toolsForVertical(vertical)?.length).toBeGreaterThanOrEqual(4);
    expect(toolsForVertical("weather")).toBeUndefined();
    expect(findTool("coingecko_searchCoin")?.vertical).toBe("crypto");
    expect(findTool("nope_nothing")).toBeUndefined();
  });

  it("gives every tool a description, an integer price and draft-07 object schemas that compile", () => {
    for (const tool of tools) {
      expect(tool.description.length, tool.name).toBeGreaterThan(20);
      expect(Number.isInteger(tool.price) && tool.price > 0, tool.name).toBe(true);
      for (const schema of [tool.inputSchema, tool.outputSchema]) {
        expect(schema.$schema).toBe("http://json-schema.org/draft-07/schema#");
        expect(schema.type).toBe("object");
        expect(() => new Validator(schema as Schema, "7").validate({})).not.toThrow();
      }
      expect(tool.inputSchema.additionalProperties, tool.name).toBe(false);
      // Production's own outputs carry `context` except a few (production-tools-seen.md).
      const seenKeys = (SEEN as Record<string, { keys: string[] } | undefined>)[tool.name]?.keys;
      if (seenKeys === undefined || seenKeys.includes("context"))
        expect(tool.outputSchema.required, tool.name).toContain("context");
    }
  });

  it("uses every schema feature the form must support somewhere in the input schemas", () => {
    const used = new Set<SchemaFeature>();
    for (const tool of tools) schemaFeatures(tool.inputSchema, used);
    const missing = SCHEMA_FEATURES.filter((f) => !used.has(f));
    expect(missing).toEqual([]);
  });

  it("detects features precisely (a walker that reports everything would pass the test above)", () => {
    const plain = schemaFeatures({ type: "object", properties: { a: { type: "string" } } });
    expect([...plain]).toEqual([]);
    const nullable = schemaFeatures({
      type: "object",
      properties: { a: { anyOf: [{ type: "string" }, { type: "null" }] } },
    });
    expect([...nullable].sort()).toEqual(["anyOf", "nullable-anyOf"]);
  });
});

import { readPath, PathError } from "./json-path.ts";
import { collectStepKeys, resolveObject, UnresolvedReferenceError, type OutputLookup } from "./references.ts";
import type { JsonObject } from "./types.ts";

const outputs: Record<string, unknown> = {
  "0": { coins: [{ id: "bitcoin", symbol: "btc" }, { id: "wrapped-bitcoin" }], context: "2 coins" },
  "1": { chainId: 1, name: "Ethereum" },
};
const lookup: OutputLookup = (key) => (key in outputs ? { output: outputs[key] } : undefined);

describe("readPath", () => {
  it("follows dotted keys and numeric indices, also in bracket form", () => {
    expect(readPath(outputs["0"], "coins.0.id")).toBe("bitcoin");
    expect(readPath(outputs["0"], "coins[1].id")).toBe("wrapped-bitcoin");
    expect(readPath(outputs["0"], "")).toBe(outputs["0"]);
  });

  it("names the segment that is missing", () => {
    expect(() => readPath(outputs["0"], "coins.5.id")).toThrow(/"coins" has 2 item\(s\); index 5/);
    expect(() => readPath(outputs["0"], "coins.first")).toThrow(PathError);
    expect(() => readPath(outputs["0"], "coins.0.id.x")).toThrow(/"coins.0.id" is string/);
    expect(() => readPath(outputs["0"], "price")).toThrow(/the output has no key "price"/);
  });
});

describe("resolveObject", () => {
  it("replaces step references nested anywhere, keeping the type of the target", () => {
    const params: JsonObject = {
      id: { $fromStep: "0", $outputKey: "coins.0.id" },
      nested: { list: [{ $fromStep: 1, $outputKey: "chainId" }, "literal"] },
      limit: 3,
    };
    expect(resolveObject(params, lookup)).toEqual({
      id: "bitcoin",
      nested: { list: [1, "literal"] },
      limit: 3,
    });
  });

  it("fills templates from references and literal values", () => {
    const params: JsonObject = {
      query: {
        $fromTemplateString: "Price of {0} on {1} ({2}, again {0})",
        $values: [
          { $fromStep: "0", $outputKey: "coins.0.symbol" },
          { $fromStep: "1", $outputKey: "name" },
          42,
        ],
      },
    };
    expect(resolveObject(params, lookup)).toEqual({ query: "Price of btc on Ethereum (42, again btc)" });
  });

  it("renders a non-string referenced value as JSON inside a template", () => {
    const params: JsonObject = {
      q: { $fromTemplateString: "first: {0}", $values: [{ $fromStep: "0", $outputKey: "coins.1" }] },
    };
    expect(resolveObject(params, lookup)).toEqual({ q: 'first: {"id":"wrapped-bitcoin"}' });
  });

  it("fails clearly on a missing step, a missing path or a missing template value", () => {
    expect(() => resolveObject({ a: { $fromStep: "7", $outputKey: "x" } }, lookup)).toThrow(
      /step "7" at "x": that step has no output/,
    );
    expect(() => resolveObject({ a: { $fromStep: "0", $outputKey: "coins.9.id" } }, lookup)).toThrow(
      UnresolvedReferenceError,
    );
    expect(() => resolveObject({ a: { $fromTemplateString: "{0} {1}", $values: ["x"] } }, lookup)).toThrow(
      /uses \{1\} but has 1 value/,
    );
  });

  it("leaves objects that only look like references alone", () => {
    const params: JsonObject = { a: { $fromStep: "0" }, b: { $fromTemplateString: "x" } };
    expect(resolveObject(params, lookup)).toEqual(params);
  });
});

describe("collectStepKeys", () => {
  it("finds references inside templates, arrays and objects", () => {
    const params: JsonObject = {
      a: { $fromStep: 0, $outputKey: "x" },
      b: [{ c: { $fromTemplateString: "{0}", $values: [{ $fromStep: "s2", $outputKey: "y" }] } }],
    };
    expect(collectStepKeys(params)).toEqual(["0", "s2"]);
  });
});

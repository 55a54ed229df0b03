import { describe, expect, test } from "vitest";
import { applyModes, pathKey, splitBody } from "./optional-modes";

describe("applyModes", () => {
  test("leave out removes, null sends null, empty sends an empty string; others untouched", () => {
    const formData = { query: "eth", limit: 5, label: "typed but left out", filters: { max: 3 } };
    const body = applyModes(formData, {
      [pathKey(["label"])]: "omit",
      [pathKey(["filters", "max"])]: "null",
      [pathKey(["note"])]: "empty",
      [pathKey(["limit"])]: "value",
    });
    expect(body).toEqual({ query: "eth", limit: 5, filters: { max: null }, note: "" });
    expect(body).not.toHaveProperty("label");
    expect(formData.label).toBe("typed but left out");
  });

  test("reaches into array items, and leaving out inside an absent object creates nothing", () => {
    const body = applyModes(
      { holdings: [{ coinId: "a" }, { coinId: "b", label: "x" }] },
      { [pathKey(["holdings", 1, "label"])]: "null", [pathKey(["sort", "field"])]: "omit" },
    );
    expect(body).toEqual({ holdings: [{ coinId: "a" }, { coinId: "b", label: null }] });
  });
});

describe("splitBody", () => {
  const schema = {
    type: "object",
    properties: {
      query: { type: "string" },
      limit: { type: "integer", default: 10 },
      include: { type: "object", properties: { description: { type: "boolean", default: false } } },
      filters: { type: "object", properties: { max: { type: ["number", "null"] } } },
    },
  };

  test("nulls and empty strings become choices; absent fields with defaults are marked left out", () => {
    const { formData, modes } = splitBody({ query: "", filters: { max: null } }, schema);
    expect(formData).toEqual({ filters: {} });
    expect(modes).toEqual({
      [pathKey(["query"])]: "empty",
      [pathKey(["filters", "max"])]: "null",
      [pathKey(["limit"])]: "omit",
      [pathKey(["include"])]: "omit",
    });
  });

  test("round-trips: the body rebuilt from the split is the body typed", () => {
    const typed = { query: "", limit: 3, filters: { max: null } };
    const { formData, modes } = splitBody(typed, schema);
    expect(applyModes(formData, modes)).toEqual(typed);
  });
});

describe("data that names prototype members", () => {
  test("a __proto__ key in the body or a mode never writes to Object.prototype", () => {
    const body = JSON.parse('{"query":"x","__proto__":{"hasOwnProperty":null}}') as Record<string, unknown>;
    const split = splitBody(body, { type: "object", properties: { query: { type: "string" } } });
    expect(split.formData).toEqual({ query: "x" });
    expect(Object.getPrototypeOf(split.formData)).toBe(Object.prototype);
    const sent = applyModes(split.formData, {
      ...split.modes,
      [pathKey(["__proto__", "hasOwnProperty"])]: "null",
      [pathKey(["constructor", "prototype", "polluted"])]: "empty",
    });
    expect(typeof Object.getOwnPropertyDescriptor(Object.prototype, "hasOwnProperty")?.value).toBe(
      "function",
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(sent).toEqual({ query: "x", constructor: { prototype: { polluted: "" } } });
  });
});

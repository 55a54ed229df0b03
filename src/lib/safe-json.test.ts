import { afterEach, describe, expect, test } from "vitest";
import * as v from "valibot";
import { parseJsonSafe } from "./safe-json";
import { decodeEach } from "./stored-list";

const probe = () => ({}) as Record<string, unknown>;

afterEach(() => {
  // A failing case must not leave the next one a polluted prototype.
  delete (Object.prototype as Record<string, unknown>).polluted;
});

describe("parseJsonSafe", () => {
  test("drops __proto__ at every depth, and constructor/prototype that hold objects", () => {
    const value = parseJsonSafe(
      '{"a":1,"__proto__":{"polluted":1},"n":{"constructor":{"prototype":{"polluted":2}},"list":[{"__proto__":{"x":1},"b":2}]}}',
    ) as Record<string, unknown>;
    expect(value).toEqual({ a: 1, n: { list: [{ b: 2 }] } });
    expect(Object.keys(value)).toEqual(["a", "n"]);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });

  test("keeps constructor and prototype as plain values: tools have parameters called that", () => {
    expect(parseJsonSafe('{"constructor":"b","prototype":3,"toString":"c"}')).toEqual({
      constructor: "b",
      prototype: 3,
      toString: "c",
    });
  });

  test("still throws on text that is not JSON", () => {
    expect(() => parseJsonSafe("{nope")).toThrow(SyntaxError);
  });
});

describe("entry points", () => {
  test("stored lists are read without the keys, so a hand-edited entry cannot carry them", () => {
    const schema = v.object({ id: v.string(), input: v.record(v.string(), v.unknown()) });
    const raw =
      '[{"id":"a","input":{"q":1,"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}}]';
    const [entry] = decodeEach(schema, raw);
    expect(entry).toEqual({ id: "a", input: { q: 1 } });
    Object.assign(probe(), entry?.input);
    expect(probe().polluted).toBeUndefined();
  });
});

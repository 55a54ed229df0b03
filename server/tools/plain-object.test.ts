import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { isPlainObject, isRecord } from "../../common/plain-object.ts";

// The one plain-object check of both sides (common/ has no test project of its own; the pattern
// rule's test sits here for the same reason).
describe("isRecord", () => {
  it("accepts what JSON calls an object, and nothing else", () => {
    expect([{}, { a: 1 }, Object.create(null), JSON.parse('{"__proto__": 1}')].map(isRecord)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([null, undefined, [], [{}], "{}", 1, true].map(isRecord)).toEqual(Array(7).fill(false));
  });
});

describe("isPlainObject", () => {
  it("refuses objects that did not come out of JSON, as isRecord does not", () => {
    class Point {
      x = 1;
    }
    const built = [new Date(0), new Map(), new Point(), /x/];
    expect(built.map(isRecord)).toEqual([true, true, true, true]);
    expect(built.map(isPlainObject)).toEqual([false, false, false, false]);
  });

  it("accepts a plain object of this realm or another, and one with no prototype", () => {
    expect([{ a: 1 }, Object.create(null), runInNewContext("({ a: 1 })")].map(isPlainObject)).toEqual([
      true,
      true,
      true,
    ]);
    expect([null, [], "{}"].map(isPlainObject)).toEqual([false, false, false]);
  });
});

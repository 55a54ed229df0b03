import { defaultArrayIndex, findObjectArrays } from "./array-paths";

describe("findObjectArrays", () => {
  it("finds a root array of objects", () => {
    expect(findObjectArrays([{ a: 1 }, { b: 2 }])).toEqual([{ path: [], label: "(root)", length: 2 }]);
  });

  it("lists nested arrays breadth first and skips arrays of primitives and mixed arrays", () => {
    const value = {
      context: "2 coins",
      tags: ["a", "b"],
      mixed: [{ a: 1 }, 2],
      data: { "top holders": [{ address: "0x1" }] },
      coins: [
        { id: "btc", platforms: [{ chain: "eth" }] },
        { id: "eth", platforms: [] },
        { id: "sol", platforms: [] },
      ],
    };
    expect(findObjectArrays(value)).toEqual([
      { path: ["coins"], label: "coins", length: 3 },
      { path: ["data", "top holders"], label: 'data["top holders"]', length: 1 },
    ]);
  });

  it("finds nothing in scalars, empty arrays and plain objects", () => {
    expect(findObjectArrays("text")).toEqual([]);
    expect(findObjectArrays([])).toEqual([]);
    expect(findObjectArrays({ a: { b: 1 } })).toEqual([]);
  });

  it("treats hostile keys as data", () => {
    const value = JSON.parse('{"__proto__":[{"x":1}],"constructor":[{"y":2},{"y":3}]}') as unknown;
    expect(findObjectArrays(value).map((a) => a.label)).toEqual(["__proto__", "constructor"]);
  });

  it("survives 1,000-deep nesting without a stack overflow", () => {
    let deep: unknown = [{ leaf: true }];
    for (let i = 0; i < 1000; i++) deep = { next: deep };
    expect(findObjectArrays(deep)).toEqual([]);
  });
});

describe("defaultArrayIndex", () => {
  it("picks the largest array, the first on a tie, -1 when there is none", () => {
    const a = (length: number) => ({ path: [], label: "", length });
    expect(defaultArrayIndex([a(2), a(10), a(10)])).toBe(1);
    expect(defaultArrayIndex([a(3), a(3)])).toBe(0);
    expect(defaultArrayIndex([])).toBe(-1);
  });
});

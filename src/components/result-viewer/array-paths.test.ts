import { defaultArrayIndex, findObjectArrays, mapRows } from "./array-paths";

describe("findObjectArrays", () => {
  it("finds a root array of objects", () => {
    expect(findObjectArrays([{ a: 1 }, { b: 2 }])).toEqual([
      { path: [], label: "(root)", length: 2, kind: "array" },
    ]);
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
      { path: ["coins"], label: "coins", length: 3, kind: "array" },
      { path: ["data", "top holders"], label: 'data["top holders"]', length: 1, kind: "array" },
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
    const a = (length: number) => ({ path: [], label: "", length, kind: "array" as const });
    expect(defaultArrayIndex([a(2), a(10), a(10)])).toBe(1);
    expect(defaultArrayIndex([a(3), a(3)])).toBe(0);
    expect(defaultArrayIndex([])).toBe(-1);
  });
});

describe("maps of objects keyed by id", () => {
  const filings = {
    context: "3 filings",
    filings: {
      "817609-2025": { form: "10-K", filed: "2025-02-01" },
      "817641-2025": { form: "8-K", filed: "2025-03-04" },
      "817700-2025": { form: "10-Q", filed: "2025-05-06", key: "x" },
    },
  };

  it("offers an object of three or more like-shaped objects as a table", () => {
    expect(findObjectArrays(filings)).toEqual([
      { path: ["filings"], label: "filings", length: 3, kind: "map" },
    ]);
  });

  it("does not take records of different shapes, or fewer than three entries, for maps", () => {
    expect(findObjectArrays({ data: { a: 1 }, meta: { b: 2 }, paging: { c: 3 } })).toEqual([]);
    expect(findObjectArrays({ m: { x: { a: 1 }, y: { a: 2 } } })).toEqual([]);
  });

  it("turns a map into rows with the key first, renaming it when entries have a key field", () => {
    const rows = mapRows(filings.filings);
    expect(Object.keys(rows[0] ?? {})).toEqual(["(key)", "form", "filed"]);
    expect(rows.map((row) => (row as Record<string, unknown>)["(key)"])).toEqual([
      "817609-2025",
      "817641-2025",
      "817700-2025",
    ]);
    expect(Object.keys(mapRows({ a: { n: 1 }, b: { n: 2 }, c: { n: 3 } })[0] ?? {})).toEqual(["key", "n"]);
  });
});

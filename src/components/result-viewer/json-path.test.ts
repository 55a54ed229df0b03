import { describePath, formatPath, getAtPath, pointerToPath } from "./json-path";

describe("formatPath", () => {
  it("writes identifiers with dots and indices with brackets", () => {
    expect(formatPath(["coins", 0, "id"])).toBe("coins[0].id");
    expect(formatPath([3, "name"])).toBe("[3].name");
  });

  it("quotes keys that are not identifiers", () => {
    expect(formatPath(["meta", "market cap", 'a"b'])).toBe('meta["market cap"]["a\\"b"]');
    expect(formatPath(["0x", "1"])).toBe('["0x"]["1"]');
  });

  it("leaves hostile keys as plain data", () => {
    expect(formatPath(["__proto__", "constructor"])).toBe("__proto__.constructor");
  });

  it("names the root", () => {
    expect(formatPath([])).toBe("");
    expect(describePath([])).toBe("(root)");
  });
});

describe("pointerToPath", () => {
  it("decodes URI escapes, pointer escapes and indices", () => {
    expect(pointerToPath("#/coins/0/a%20b")).toEqual(["coins", 0, "a b"]);
    expect(pointerToPath("#/a~1b/c~0d/01")).toEqual(["a/b", "c~d", "01"]);
    expect(pointerToPath("#")).toEqual([]);
  });

  it("keeps a malformed escape as written", () => {
    expect(pointerToPath("#/%E0%A4%A")).toEqual(["%E0%A4%A"]);
  });
});

describe("getAtPath", () => {
  it("reads nested values and own properties only", () => {
    const value = JSON.parse('{"coins":[{"id":"btc"}],"__proto__":{"x":1}}') as unknown;
    expect(getAtPath(value, ["coins", 0, "id"])).toBe("btc");
    expect(getAtPath(value, ["__proto__", "x"])).toBe(1);
    expect(getAtPath(value, ["constructor"])).toBeUndefined();
    expect(getAtPath(value, ["coins", 5])).toBeUndefined();
  });
});

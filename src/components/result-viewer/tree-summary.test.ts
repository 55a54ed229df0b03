import { entriesOf, summary } from "./tree-summary";

describe("summary", () => {
  it("counts items and keys", () => {
    expect(summary([1, 2], 2, false)).toBe("[2 items]");
    expect(summary([1], 1, true)).toBe("[1 item]");
    expect(summary({ a: 1 }, 1, true)).toBe("{1 key}");
    expect(summary({}, 0, false)).toBe("{0 keys}");
  });

  it("previews the first entries of a closed object, quoted and cut", () => {
    const value = { id: "x".repeat(30), n: 1, nested: { a: 1 }, more: true };
    expect(summary(value, 4, false)).toBe(`{id: "${"x".repeat(24)}…", n: 1, nested: {…}, …}`);
  });
});

describe("entriesOf", () => {
  it("lists own keys only, hostile names included", () => {
    const value = JSON.parse('{"__proto__":1,"constructor":2}') as object;
    expect(entriesOf(value)).toEqual([
      ["__proto__", 1],
      ["constructor", 2],
    ]);
    expect(entriesOf(["a"])).toEqual([[0, "a"]]);
  });
});

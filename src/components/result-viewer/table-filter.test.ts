import { describe, expect, it } from "vitest";
import { parseRowFilter } from "./table-filter";

const rows = [
  { symbol: "BTC", name: "Bitcoin", price: "97000.5", rank: 1 },
  { symbol: "ETH", name: "Ethereum", price: "3400", rank: 2 },
  { symbol: "DOGE", name: "Dogecoin, the meme", price: "0.31", rank: 9 },
];
const columns = ["symbol", "name", "price", "rank"];
const matching = (query: string) => {
  const filter = parseRowFilter(query, columns);
  return rows.filter((row) => filter.test?.(row) ?? true).map((row) => row.symbol);
};

describe("the table filter says what it did not understand", () => {
  it("compares a column with text (ignoring case) or a number, and joins conditions with AND", () => {
    expect(matching("symbol = btc")).toEqual(["BTC"]);
    expect(matching("symbol != btc")).toEqual(["ETH", "DOGE"]);
    expect(matching("price > 100 and rank < 2")).toEqual(["BTC"]);
    expect(matching("price > 100 AND name = ethereum")).toEqual(["ETH"]);
    expect(matching('"coin, the"')).toEqual(["DOGE"]);
    expect(parseRowFilter("price > 100 and rank < 2", columns).problems).toEqual([]);
  });

  it("names each part it could not read, and leaves it out instead of matching nothing", () => {
    expect(parseRowFilter("a, b", columns).problems).toEqual([
      "“a, b”: a comma is not understood; join conditions with AND, or quote the text.",
    ]);
    expect(parseRowFilter("symbl = btc", columns).problems).toEqual([
      "“symbl = btc”: there is no column “symbl” (columns: symbol, name, price, rank).",
    ]);
    expect(parseRowFilter("price > cheap", columns).problems).toEqual([
      "“price > cheap”: > compares numbers, and “cheap” is not one.",
    ]);
    expect(parseRowFilter("symbol = btc or symbol = eth", columns).problems).toEqual([
      "“symbol = btc or symbol = eth”: OR is not supported; filter for one value at a time.",
    ]);
    expect(parseRowFilter("price >", columns).problems).toEqual(["“price >”: a value is missing after >."]);
    expect(parseRowFilter("rank < 5 and", columns).problems).toEqual(["AND needs a condition on each side."]);
    expect(matching("symbl = btc and rank < 5")).toEqual(["BTC", "ETH"]);
  });

  it("says that a comparison without a column compares every column", () => {
    const filter = parseRowFilter("> 100", columns);
    expect(filter.problems).toEqual([]);
    expect(filter.notes).toEqual([
      "“> 100” compares every column; name one to compare only it, e.g. “price > 100”.",
    ]);
  });
});

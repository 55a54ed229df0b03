import { displayCell, nextSort, unionColumns, visibleRowIndices } from "./table-data";

const rows = JSON.parse(
  '[{"id":"eth","price":2000,"tags":["l1"]},{"id":"btc","price":30000},{"id":"doge","name":"Dogecoin"},{"id":"Bitcoin Cash","price":250}]',
) as object[];
const columns = unionColumns(rows);

describe("unionColumns", () => {
  it("unions keys in first-seen order", () => {
    expect(columns).toEqual(["id", "price", "tags", "name"]);
  });
});

describe("visibleRowIndices", () => {
  it("sorts numbers numerically and puts missing values last both ways", () => {
    expect(visibleRowIndices(rows, columns, "", { column: "price", direction: "ascending" })).toEqual([
      3, 0, 1, 2,
    ]);
    expect(visibleRowIndices(rows, columns, "", { column: "price", direction: "descending" })).toEqual([
      1, 0, 3, 2,
    ]);
  });

  it("sorts text case-insensitively", () => {
    expect(visibleRowIndices(rows, columns, "", { column: "id", direction: "ascending" })).toEqual([
      3, 1, 2, 0,
    ]);
  });

  it("filters on any column, including nested JSON, ignoring case", () => {
    expect(visibleRowIndices(rows, columns, "BITCOIN", null)).toEqual([3]);
    expect(visibleRowIndices(rows, columns, "l1", null)).toEqual([0]);
    expect(visibleRowIndices(rows, columns, "  ", null)).toEqual([0, 1, 2, 3]);
  });

  it("never reads inherited properties such as constructor", () => {
    const hostile = JSON.parse('[{"constructor":"b"},{"x":1},{"constructor":"a"}]') as object[];
    const sorted = visibleRowIndices(hostile, ["constructor", "x"], "", {
      column: "constructor",
      direction: "ascending",
    });
    expect(sorted).toEqual([2, 0, 1]);
    expect(visibleRowIndices(hostile, ["constructor", "x"], "function", null)).toEqual([]);
  });
});

describe("nextSort", () => {
  it("cycles ascending → descending → none", () => {
    const asc = nextSort(null, "id");
    expect(asc).toEqual({ column: "id", direction: "ascending" });
    const desc = nextSort(asc, "id");
    expect(desc).toEqual({ column: "id", direction: "descending" });
    expect(nextSort(desc, "id")).toBeNull();
    expect(nextSort(desc, "price")).toEqual({ column: "price", direction: "ascending" });
  });
});

describe("displayCell", () => {
  it("cuts megabyte strings and shows nested values as JSON", () => {
    expect(displayCell("x".repeat(1_000_000))).toHaveLength(301);
    expect(displayCell({ a: [1] })).toBe('{"a":[1]}');
    expect(displayCell(undefined)).toBe("");
  });
});

describe("the cell number model in sorting and filtering", () => {
  const coins = JSON.parse(
    '[{"id":"a","change":"-0.65","price":"0.00000162","cap":"9007199254740993"},' +
      '{"id":"b","change":"-14.82","price":"0.000000413","cap":"9007199254740992"},' +
      '{"id":"c","change":-1.8,"price":"4.2e-7","cap":12},' +
      '{"id":"d","change":"n/a","price":"1.5","cap":"123456789012345678901"},' +
      '{"id":"e","change":"-1.24"}]',
  ) as object[];
  const cols = unionColumns(coins);
  const ids = (indices: number[]) => indices.map((i) => (coins[i] as { id: string }).id);

  it("sorts decimal strings and JSON numbers together as numbers, text after them", () => {
    expect(ids(visibleRowIndices(coins, cols, "", { column: "change", direction: "ascending" }))).toEqual([
      "b",
      "c",
      "e",
      "a",
      "d",
    ]);
    expect(ids(visibleRowIndices(coins, cols, "", { column: "price", direction: "ascending" }))).toEqual([
      "b",
      "c",
      "a",
      "d",
      "e",
    ]);
    expect(ids(visibleRowIndices(coins, cols, "", { column: "price", direction: "descending" }))).toEqual([
      "d",
      "a",
      "c",
      "b",
      "e",
    ]);
  });

  it("orders integers beyond 2^53 exactly", () => {
    expect(ids(visibleRowIndices(coins, cols, "", { column: "cap", direction: "descending" }))).toEqual([
      "d",
      "a",
      "b",
      "c",
      "e",
    ]);
  });

  it("filters with numeric comparisons, on one column or any", () => {
    expect(ids(visibleRowIndices(coins, cols, "change < -1", null))).toEqual(["b", "c", "e"]);
    expect(ids(visibleRowIndices(coins, cols, "< -1", null))).toEqual(["b", "c", "e"]);
    expect(ids(visibleRowIndices(coins, cols, "PRICE >= 1.5", null))).toEqual(["d"]);
    expect(ids(visibleRowIndices(coins, cols, "cap > 9007199254740992", null))).toEqual(["a", "d"]);
    expect(ids(visibleRowIndices(coins, cols, "> 5", null))).toEqual(["a", "b", "c", "d"]);
    expect(ids(visibleRowIndices(coins, cols, "price = 4.2E-7", null))).toEqual(["c"]);
  });

  it("searches text when the query is not a comparison, and leaves out a condition it cannot read", () => {
    expect(ids(visibleRowIndices(coins, cols, "n/a", null))).toEqual(["d"]);
    // "nope" is no column: the condition is reported (table-filter.test.ts) and not applied.
    expect(ids(visibleRowIndices(coins, cols, "nope > 5", null))).toEqual(["a", "b", "c", "d", "e"]);
  });
});

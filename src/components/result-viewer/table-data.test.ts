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

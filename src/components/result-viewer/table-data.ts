import { cellText, ownValue } from "./cell-text";

export type SortDirection = "ascending" | "descending";
export interface SortState {
  column: string;
  direction: SortDirection;
}

const MAX_CELL_CHARS = 300;

/** Union of the rows' keys in first-seen order. */
export function unionColumns(rows: readonly object[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  return [...seen];
}

/** What a cell shows; megabyte strings are cut so one cell cannot stall the table. */
export function displayCell(value: unknown): string {
  const text = cellText(value);
  return text.length > MAX_CELL_CHARS ? `${text.slice(0, MAX_CELL_CHARS)}…` : text;
}

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

// Missing cells sort last in both directions; numbers compare as numbers, the rest as text.
function compareValues(a: unknown, b: unknown): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  return collator.compare(cellText(a), cellText(b));
}

/** Indices of `rows` that contain `query` (case-insensitive) in any column, in `sort` order. */
export function visibleRowIndices(
  rows: readonly object[],
  columns: readonly string[],
  query: string,
  sort: SortState | null,
): number[] {
  const needle = query.trim().toLowerCase();
  let indices = rows.map((_, index) => index);
  if (needle) {
    indices = indices.filter((index) => {
      const row = rows[index];
      return (
        row !== undefined && columns.some((c) => cellText(ownValue(row, c)).toLowerCase().includes(needle))
      );
    });
  }
  if (sort) {
    const sign = sort.direction === "ascending" ? 1 : -1;
    const key = (index: number) => {
      const row = rows[index];
      return row === undefined ? undefined : ownValue(row, sort.column);
    };
    indices.sort((a, b) => {
      const va = key(a);
      const vb = key(b);
      if (va === undefined || vb === undefined) return va === vb ? a - b : va === undefined ? 1 : -1;
      return sign * compareValues(va, vb) || a - b;
    });
  }
  return indices;
}

export function nextSort(current: SortState | null, column: string): SortState | null {
  if (current?.column !== column) return { column, direction: "ascending" };
  return current.direction === "ascending" ? { column, direction: "descending" } : null;
}

import { cellNumber, compareDecimals } from "./cell-number";
import { parseRowFilter } from "./table-filter";
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

// Numbers (JSON numbers and decimal strings alike) compare exactly and come before text;
// booleans as false < true; the rest as text.
function compareValues(a: unknown, b: unknown): number {
  const na = cellNumber(a);
  const nb = cellNumber(b);
  if (na && nb) return compareDecimals(na, nb);
  if (na || nb) return na ? -1 : 1;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  return collator.compare(cellText(a), cellText(b));
}

/**
 * Indices of `rows` that match `query` (table-filter.ts) in `sort` order.
 */
export function visibleRowIndices(
  rows: readonly object[],
  columns: readonly string[],
  query: string,
  sort: SortState | null,
): number[] {
  let indices = rows.map((_, index) => index);
  const keep = parseRowFilter(query, columns).test;
  if (keep) {
    indices = indices.filter((index) => {
      const row = rows[index];
      return row !== undefined && keep(row);
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

const SAMPLE_ROWS = 200;
const MAX_CELL_CH = 40;
const MIN_CELL_CH = 6;

/**
 * Each column's cell width in `ch` of the cell font, from the longest text in the first rows (so the
 * widths stay put while a virtualized table scrolls): wide enough for short values to show whole,
 * capped so one long value cannot take the table. Headers are laid out by the table itself and
 * never wrap, so a column is never narrower than its name.
 */
export function columnWidths(rows: readonly object[], columns: readonly string[]): number[] {
  return columns.map((column) => {
    let longest = MIN_CELL_CH;
    for (const row of rows.slice(0, SAMPLE_ROWS))
      longest = Math.max(longest, Math.min(MAX_CELL_CH, displayCell(ownValue(row, column)).length));
    return longest;
  });
}

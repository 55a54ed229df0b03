import { cellNumber, compareDecimals, type Decimal } from "./cell-number";
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

type Operator = ">" | ">=" | "<" | "<=" | "=";
interface Comparison {
  column: string | null;
  operator: Operator;
  operand: Decimal;
}

const COMPARISON = /^(?:(.+?)\s*)?(>=|<=|>|<|=)\s*(\S+)$/;

/** `> 5`, `< -1`, `priceUsd >= 0.5`: a numeric comparison, or null for a plain text filter. */
export function parseComparison(query: string, columns: readonly string[]): Comparison | null {
  const match = COMPARISON.exec(query.trim());
  if (!match) return null;
  const [, columnText, operator, operandText = ""] = match;
  const operand = cellNumber(operandText);
  if (!operand) return null;
  let column: string | null = null;
  if (columnText !== undefined) {
    const wanted = columnText.trim().toLowerCase();
    column = columns.find((c) => c.toLowerCase() === wanted) ?? null;
    if (column === null) return null;
  }
  return { column, operator: operator as Operator, operand };
}

function satisfies(value: unknown, comparison: Comparison): boolean {
  const number = cellNumber(value);
  if (!number) return false;
  const order = compareDecimals(number, comparison.operand);
  switch (comparison.operator) {
    case ">":
      return order > 0;
    case ">=":
      return order >= 0;
    case "<":
      return order < 0;
    case "<=":
      return order <= 0;
    case "=":
      return order === 0;
  }
}

function rowFilter(query: string, columns: readonly string[]): ((row: object) => boolean) | null {
  const needle = query.trim().toLowerCase();
  if (!needle) return null;
  const comparison = parseComparison(query, columns);
  if (comparison) {
    const where = comparison.column === null ? columns : [comparison.column];
    return (row) => where.some((c) => satisfies(ownValue(row, c), comparison));
  }
  return (row) => columns.some((c) => cellText(ownValue(row, c)).toLowerCase().includes(needle));
}

/**
 * Indices of `rows` that match `query` in `sort` order. The query is text to find (any column,
 * case-insensitive) or a numeric comparison (`> 5`, `priceUsd < -1`) on the cell number model.
 */
export function visibleRowIndices(
  rows: readonly object[],
  columns: readonly string[],
  query: string,
  sort: SortState | null,
): number[] {
  let indices = rows.map((_, index) => index);
  const keep = rowFilter(query, columns);
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

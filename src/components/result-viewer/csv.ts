import { isNumericCell } from "./cell-number";
import { cellText, ownValue } from "./cell-text";

// Spreadsheets run text that starts with these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 field: quoted when it holds a comma, quote or line break; quotes doubled.
 * Numbers (JSON numbers and decimal strings, see cell-number.ts) are written bare so a
 * spreadsheet reads them as numbers; only other text starting like a formula gets the guard.
 */
export function csvField(value: unknown): string {
  // A missing value is an empty cell, not the word "null" a spreadsheet would take for text.
  if (value === null || value === undefined) return "";
  let text = cellText(value);
  if (typeof value === "string" && !isNumericCell(value) && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line of the column names, then one line per row; CRLF line ends as RFC 4180 says. */
export function toCsv(columns: readonly string[], rows: readonly object[]): string {
  const lines = [columns.map(csvField).join(",")];
  for (const row of rows) lines.push(columns.map((column) => csvField(ownValue(row, column))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** A file name safe on every OS: `coingecko_searchCoin-coins.csv`. */
export function csvFileName(name: string, arrayPath: string): string {
  const base = [name, arrayPath].filter(Boolean).join("-");
  const safe = base.replace(/[^\w.-]+/g, "_").replace(/^_+|_+$/g, "");
  return `${safe || "result"}.csv`;
}

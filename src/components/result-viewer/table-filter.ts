import { cellNumber, compareDecimals, type Decimal } from "./cell-number";
import { cellText, ownValue } from "./cell-text";

/**
 * The table's filter language, small enough to say in one line under the box:
 *   text              rows where any column contains it (case-insensitive); "a, b" in quotes as is
 *   column = value    equal (numbers exactly, text ignoring case); != not equal
 *   column > 5        numeric: >, >=, <, <=; without a column, any number column
 *   … AND …           every condition holds (and, &&)
 * A condition it cannot read is named in `problems` and left out, never silently matched as text.
 */
export const FILTER_GRAMMAR =
  'Text matches any column. Compare a column: price > 100, symbol = btc (also >=, <, <=, !=). Join conditions with AND. Quote text that holds a comma: "a, b".';

type Operator = ">" | ">=" | "<" | "<=" | "=" | "!=";
type Test = (row: object) => boolean;

export interface RowFilter {
  /** Null when nothing usable was typed: every row shows. */
  test: Test | null;
  /** What was not understood, one sentence each, naming the part of the query. */
  problems: string[];
  /** How a comparison without a column was read, so "> 100" never matches a column by surprise. */
  notes: string[];
}

const CONDITION = /^(.*?)\s*(>=|<=|!=|>|<|=)\s*(.*)$/;
const JOIN = /\s+(?:and|&&)\s+|^\s*(?:and|&&)\s+|\s+(?:and|&&)\s*$/i;
const unquote = (text: string) => /^"(.*)"$/.exec(text)?.[1] ?? /^'(.*)'$/.exec(text)?.[1] ?? null;

function compare(order: number, operator: Operator): boolean {
  switch (operator) {
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
    case "!=":
      return order !== 0;
  }
}

function numberTest(operand: Decimal, operator: Operator): (value: unknown) => boolean {
  return (value) => {
    const number = cellNumber(value);
    return number !== null && compare(compareDecimals(number, operand), operator);
  };
}

function textTest(operand: string, operator: "=" | "!="): (value: unknown) => boolean {
  const wanted = operand.toLowerCase();
  return (value) => (cellText(value).toLowerCase() === wanted) === (operator === "=");
}

type Reading = { test: Test; note?: string } | { problem: string };

function readCondition(term: string, columns: readonly string[]): Reading {
  const quoted = unquote(term);
  if (quoted !== null) {
    const needle = quoted.toLowerCase();
    return { test: (row) => columns.some((c) => cellText(ownValue(row, c)).toLowerCase().includes(needle)) };
  }
  if (/\s+or\s+|\|\|/i.test(term))
    return { problem: `“${term}”: OR is not supported; filter for one value at a time.` };
  const match = CONDITION.exec(term);
  if (!match) {
    if (term.includes(","))
      return {
        problem: `“${term}”: a comma is not understood; join conditions with AND, or quote the text.`,
      };
    const needle = term.toLowerCase();
    return { test: (row) => columns.some((c) => cellText(ownValue(row, c)).toLowerCase().includes(needle)) };
  }
  const [, columnText = "", operator = "=", operandRaw = ""] = match as unknown as [
    string,
    string,
    Operator,
    string,
  ];
  const operandText = unquote(operandRaw.trim()) ?? operandRaw.trim();
  if (operandText === "") return { problem: `“${term}”: a value is missing after ${operator}.` };
  let where: readonly string[] = columns;
  if (columnText !== "") {
    const column = columns.find((c) => c.toLowerCase() === columnText.toLowerCase());
    if (column === undefined)
      return { problem: `“${term}”: there is no column “${columnText}” (columns: ${columns.join(", ")}).` };
    where = [column];
  }
  const operand = cellNumber(operandText);
  let cell: (value: unknown) => boolean;
  if (operand !== null) cell = numberTest(operand, operator);
  else if (operator === "=" || operator === "!=") cell = textTest(operandText, operator);
  else return { problem: `“${term}”: ${operator} compares numbers, and “${operandText}” is not one.` };
  const test: Test = (row) => where.some((c) => cell(ownValue(row, c)));
  return columnText === ""
    ? {
        test,
        note: `“${term}” compares every column; name one to compare only it, e.g. “price ${operator} ${operandText}”.`,
      }
    : { test };
}

/** Reads the filter box; see FILTER_GRAMMAR for what it understands. */
export function parseRowFilter(query: string, columns: readonly string[]): RowFilter {
  if (query.trim() === "") return { test: null, problems: [], notes: [] };
  const problems: string[] = [];
  const notes: string[] = [];
  const tests: Test[] = [];
  const terms = query.split(JOIN).map((t) => t.trim());
  if (terms.some((t) => t === "") && terms.length > 1) problems.push("AND needs a condition on each side.");
  for (const term of terms.filter(Boolean)) {
    const reading = readCondition(term, columns);
    if ("problem" in reading) problems.push(reading.problem);
    else {
      tests.push(reading.test);
      if (reading.note) notes.push(reading.note);
    }
  }
  return {
    test: tests.length === 0 ? null : (row) => tests.every((t) => t(row)),
    problems,
    notes,
  };
}

import { toCsv } from "../../../components/result-viewer/csv";
import { KIND_LABELS } from "./spend-filters";
import type { SpendRow } from "./spend-rows";

export const CSV_COLUMNS = [
  "time",
  "kind",
  "vertical",
  "subject",
  "credits",
  "credits_source",
  "outcome",
  "ref",
];

/**
 * The rows shown, as RFC 4180 text (result-viewer/csv.ts: CRLF, quotes doubled, the formula guard on
 * text): credits are written bare, an unreported charge is an empty cell, time is ISO 8601 UTC.
 */
export function spendCsv(rows: readonly SpendRow[]): string {
  return toCsv(
    CSV_COLUMNS,
    rows.map((row) => ({
      time: new Date(row.at).toISOString(),
      kind: KIND_LABELS[row.kind],
      vertical: row.vertical,
      subject: row.subject,
      credits: row.credits,
      credits_source: row.creditsSource,
      outcome: row.outcome,
      ref: row.ref,
    })),
  );
}

export const spendCsvName = (from: string, to: string) => `spending-${from}-to-${to}.csv`;

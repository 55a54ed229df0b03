import { formatUnits } from "../../../lib/format";
import { paidHashes, type BookEntry } from "./invoice-book";

const HEADER = [
  "date",
  "invoice",
  "credits",
  "amount",
  "amount_smallest_units",
  "currency",
  "chain_id",
  "transaction_hash",
  "overpaid_smallest_units",
  "all_transaction_hashes",
];

// Quoted when needed, and a leading =, +, - or @ is defused so a spreadsheet never runs it as a formula.
function cell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One row per paid invoice, oldest first: exact amounts in human and smallest units. */
export function receiptsCsv(entries: readonly BookEntry[], symbolOf: (currencyId: string) => string): string {
  const rows = entries
    .filter((e) => e.paid !== null)
    .sort((a, b) => (a.paid?.at ?? 0) - (b.paid?.at ?? 0))
    .map((e) => [
      new Date(e.paid?.at ?? 0).toISOString(),
      e.id,
      e.byId ? "" : e.credits,
      e.amount !== null && e.decimals !== null
        ? formatUnits(BigInt(e.amount), e.decimals).replace(/,/g, "")
        : "",
      e.amount ?? "",
      e.currencyId === "" ? "" : symbolOf(e.currencyId),
      String(e.chainId),
      e.paid?.hash ?? "",
      // What the transfers sent beyond the quote, not credited ("0": nothing beyond it).
      e.paid?.overpaid ?? "0",
      // A payment sent in several transfers: every one of them, space-separated.
      paidHashes(e).join(" "),
    ]);
  return [HEADER, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

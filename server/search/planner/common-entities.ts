/** Entities that do not depend on a dataset: addresses, hashes, dates, counts, currencies. */
export interface CommonEntities {
  addresses: string[];
  txHashes: string[];
  /** YYYY-MM-DD dates with the word before them ("since", "after", "before", "until"). */
  dates: Array<{ date: string; relation: "after" | "before" | "on" }>;
  /** Four-digit years between 2000 and 2030 that are not part of a date. */
  years: number[];
  /** "top 5", "first 10", "5 largest": how many rows the user wants. */
  count: number | null;
  /** Quote currency named after "in" (EUR, BTC, ETH); USD otherwise. */
  vsCurrency: "usd" | "eur" | "btc" | "eth";
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];

function relationOf(word: string | undefined): "after" | "before" | "on" {
  if (word && /^(since|after|from)$/i.test(word)) return "after";
  if (word && /^(before|until|through|to)$/i.test(word)) return "before";
  return "on";
}

function countOf(text: string): number | null {
  const match =
    /\b(?:top|first|largest|biggest|best|worst|last|latest|recent)\s+(\d{1,3})\b/i.exec(text) ??
    /\b(\d{1,3})\s+(?:largest|biggest|top|best|worst|coins|tokens|companies|filings|holders|results|latest|most)\b/i.exec(
      text,
    );
  const n = match?.[1] === undefined ? NaN : Number(match[1]);
  return Number.isInteger(n) && n >= 1 && n <= 100 ? n : null;
}

function currencyOf(text: string): CommonEntities["vsCurrency"] {
  if (/\b(in|to)\s+(eur|euros?|€)(?=\W|$)/i.test(text)) return "eur";
  if (/\b(in|to)\s+(btc|bitcoin|sats?)\b/i.test(text)) return "btc";
  if (/\b(in|to)\s+(eth|ether)\b/i.test(text)) return "eth";
  return "usd";
}

export function commonEntities(text: string): CommonEntities {
  const txHashes = unique([...text.matchAll(/\b0x[0-9a-fA-F]{64}\b/g)].map((m) => m[0]));
  const addresses = unique([...text.matchAll(/\b0x[0-9a-fA-F]{40}\b/g)].map((m) => m[0]));
  const dates = [...text.matchAll(/(?:\b(\w+)\s+)?\b(\d{4}-\d{2}-\d{2})\b/g)].map((m) => ({
    date: m[2] ?? "",
    relation: relationOf(m[1]),
  }));
  const withoutDates = text.replace(/\b\d{4}-\d{2}-\d{2}\b/g, " ");
  const years = unique([...withoutDates.matchAll(/\b(20[0-2]\d|2030)\b/g)].map((m) => Number(m[1])));
  return { addresses, txHashes, dates, years, count: countOf(text), vsCurrency: currencyOf(text) };
}

import { formatUnits } from "viem";
import type { BookEntry } from "./invoice-book";

/** What the transfers to an invoice's address sum to, against its quote (smallest units). */
export interface Shortfall {
  received: bigint;
  required: bigint;
  missing: bigint;
}

const digits = (value: string | undefined): value is string => value !== undefined && /^\d+$/.test(value);

/**
 * The invoice's last answer was "short" (PAYMENT_NOT_COMPLETED, check amount, the sum received
 * below the quote): the service sums every transfer to the address, so what is missing is the
 * quote minus what was received, and any transfer of it completes the invoice. Null otherwise.
 */
export function shortfallOf(entry: BookEntry): Shortfall | null {
  if (entry.paid) return null;
  const last = entry.outcomes.at(-1);
  if (last?.code !== "PAYMENT_NOT_COMPLETED" || last.check !== "amount") return null;
  if (!digits(last.expected) || !digits(last.found)) return null;
  const required = BigInt(last.expected);
  const received = BigInt(last.found);
  if (received >= required) return null;
  return { received, required, missing: required - received };
}

/** Exact human units from the integer, e.g. "0.000000000000000001 ETH". */
export const unitsText = (value: bigint, decimals: number, symbol: string) =>
  `${formatUnits(value, decimals)} ${symbol}`;

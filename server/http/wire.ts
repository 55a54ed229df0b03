import { z } from "zod";

/** A non-negative JSON integer that fits in a double exactly, as a bigint for the ledger. */
export const creditsSchema = z
  .int()
  .nonnegative()
  .transform((n) => BigInt(n));

/** Credits leave the service as JSON integers; anything a double cannot hold is a bug, not data. */
export function toWireInt(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError("Integer too large for the wire");
  }
  return Number(value);
}

import { formatInteger } from "../../../lib/format";

/** "+15" / "−15" with a true minus sign, so the sign is not read as a hyphen. */
export function formatCreditDelta(delta: bigint): string {
  return `${delta < 0n ? "\u2212" : "+"}${formatInteger(delta < 0n ? -delta : delta)}`;
}

/**
 * "09:05": the local 24-hour clock, as en-US formats it with two-digit hours and minutes. Written out
 * rather than Intl.DateTimeFormat, whose first use starts ICU (see formatInteger).
 */
export function formatClock(at: number): string {
  const time = new Date(at);
  return `${String(time.getHours()).padStart(2, "0")}:${String(time.getMinutes()).padStart(2, "0")}`;
}

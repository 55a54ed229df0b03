import { formatInteger } from "../../../lib/format";

// en-US 24-hour clock, matching the en-US grouping of the figures next to it.
const clock = new Intl.DateTimeFormat("en-US", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** "+15" / "−15" with a true minus sign, so the sign is not read as a hyphen. */
export function formatCreditDelta(delta: bigint): string {
  return `${delta < 0n ? "\u2212" : "+"}${formatInteger(delta < 0n ? -delta : delta)}`;
}

export function formatClock(at: number): string {
  return clock.format(at);
}

import { formatCredits } from "../../../lib/format";

/** What an ended task consumed, and where the figure came from; null when nothing reported it. */
export type TaskCredits = { value: bigint | number; from: "usage" | "ledger" } | null;

export function creditsText(credits: NonNullable<TaskCredits>): string {
  return `${formatCredits(credits.value)}${credits.from === "ledger" ? " (from the service's ledger)" : ""}`;
}

import { formatCredits, formatInteger } from "../../lib/format";

export interface ResultMeta {
  latencyMs?: number;
  credits?: bigint | number | null;
  creditsSource?: "usage" | "balance";
}

const SOURCES = {
  usage: "reported by the service",
  balance: "from the balance change",
} as const;

/** "312 ms · 5 credits used (reported by the service)". */
export function ResultMetaLine({ meta }: { meta: ResultMeta }) {
  const parts: string[] = [];
  if (meta.latencyMs !== undefined) parts.push(`${formatInteger(Math.round(meta.latencyMs))} ms`);
  if (meta.credits === null) parts.push("Credits used: unknown");
  else if (meta.credits !== undefined) {
    const source = meta.creditsSource ? ` (${SOURCES[meta.creditsSource]})` : "";
    parts.push(`${formatCredits(meta.credits)} used${source}`);
  }
  if (parts.length === 0) return null;
  return <p className="text-sm text-muted">{parts.join(" · ")}</p>;
}

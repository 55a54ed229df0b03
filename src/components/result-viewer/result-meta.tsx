import { formatCredits, formatInteger } from "../../lib/format";

export interface ResultMeta {
  latencyMs?: number;
  credits?: bigint | number | null;
  /** "usage": what the service reported for this call; "price": the tool's listed price. */
  creditsSource?: "usage" | "price";
}

/** "312 ms · 5 credits used (reported by the service)", or "312 ms · Price: 1 credit (listed)". */
export function ResultMetaLine({ meta }: { meta: ResultMeta }) {
  const parts: string[] = [];
  if (meta.latencyMs !== undefined) parts.push(`${formatInteger(Math.round(meta.latencyMs))} ms`);
  if (meta.credits === null) parts.push("Credits used: unknown");
  else if (meta.creditsSource === "price") parts.push(`Price: ${formatCredits(meta.credits ?? 0)} (listed)`);
  else if (meta.credits !== undefined) {
    const source = meta.creditsSource === "usage" ? " (reported by the service)" : "";
    parts.push(`${formatCredits(meta.credits)} used${source}`);
  }
  if (parts.length === 0) return null;
  return <p className="text-sm text-muted">{parts.join(" · ")}</p>;
}

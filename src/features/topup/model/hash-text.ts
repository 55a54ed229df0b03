const EXACT = /^0x[0-9a-fA-F]{64}$/;
// An explorer link names the transaction after "/tx/" (Etherscan, Blockscout, Otterscan…).
const IN_LINK = /\/tx\/(0x[0-9a-fA-F]{64})(?:[/?#]|$)/;

/**
 * The transaction hash in what the user pasted: the hash itself, or an explorer link to it (so a copied
 * link works too); null when there is none to take.
 */
export function hashFromText(raw: string): string | null {
  const text = raw.trim();
  if (EXACT.test(text)) return text;
  return IN_LINK.exec(text)?.[1] ?? null;
}

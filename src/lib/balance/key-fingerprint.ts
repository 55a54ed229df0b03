import { sha256 } from "@noble/hashes/sha2";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils";

let last: { apiKey: string; fingerprint: string } | null = null;

/**
 * Which API key, without the key: the first 16 hex digits of its SHA-256. Query keys carry this, so
 * each key's figures sit in a cache entry of their own, while the key itself never enters the cache
 * (which devtools, logs and error reports can show). Synchronous, because query keys are built while
 * rendering; the last answer is kept, since every render of every balance reader asks again.
 */
export function keyFingerprint(apiKey: string | null): string {
  if (apiKey === null) return "no-key";
  if (last?.apiKey !== apiKey)
    last = { apiKey, fingerprint: bytesToHex(sha256(utf8ToBytes(apiKey))).slice(0, 16) };
  return last.fingerprint;
}

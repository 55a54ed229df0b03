const tokens = new Map<string, string>();

/**
 * Which API key, without the key: an opaque token this tab gives each key the first time it sees it
 * ("key-1", "key-2", …). Query keys carry it, so each key's figures sit in a cache entry of their own,
 * while the key itself never enters the cache (which devtools, logs and error reports can show), nor
 * does anything derived from it. The query cache lives in this tab's memory only, so a token needs to
 * hold only there. Synchronous, because query keys are built while rendering.
 */
export function keyFingerprint(apiKey: string | null): string {
  if (apiKey === null) return "no-key";
  let token = tokens.get(apiKey);
  if (token === undefined) {
    token = `key-${tokens.size + 1}`;
    tokens.set(apiKey, token);
  }
  return token;
}

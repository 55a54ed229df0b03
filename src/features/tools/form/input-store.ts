import { parseJsonSafe } from "../../../lib/safe-json";

/**
 * A filled tool form survives a reload: the request body (never the API key, which is not part of
 * it) per connection profile and tool, in sessionStorage, so it ends with the tab.
 */
export const inputStoreKey = (profileId: string, toolName: string) =>
  `tool-input:${JSON.stringify([profileId, toolName])}`;

export function readStoredInput(key: string): Record<string, unknown> | null {
  try {
    const text = sessionStorage.getItem(key);
    if (text === null) return null;
    const value = parseJsonSafe(text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function storeInput(key: string, body: Record<string, unknown>): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(body));
  } catch {
    // Full or forbidden storage: the form still works, it just will not survive a reload.
  }
}

export function clearStoredInput(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // As above.
  }
}

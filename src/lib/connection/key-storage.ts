import type { ProfileId } from "./profiles";

// Keys never go into `dash.connection.v1`: sessionStorage by default, localStorage only on "remember".
const keyName = (id: ProfileId) => `dash.apiKey.${id}`;

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback; // storage disabled (privacy mode, sandboxed iframe)
  }
}

export function readStoredKey(id: ProfileId): { key: string | null; remembered: boolean } {
  const remembered = safely(() => localStorage.getItem(keyName(id)), null);
  if (remembered !== null) return { key: remembered, remembered: true };
  return { key: safely(() => sessionStorage.getItem(keyName(id)), null), remembered: false };
}

export function writeStoredKey(id: ProfileId, key: string, remember: boolean): void {
  const [target, other] = remember ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
  safely(() => {
    other.removeItem(keyName(id));
    if (key === "") target.removeItem(keyName(id));
    else target.setItem(keyName(id), key);
  }, undefined);
}

export function forgetStoredKey(id: ProfileId): void {
  safely(() => {
    localStorage.removeItem(keyName(id));
    sessionStorage.removeItem(keyName(id));
  }, undefined);
}

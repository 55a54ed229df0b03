import { rawStorage } from "./stored-value";
import type { StorageArea } from "./storage-keys";

/**
 * For tests outside src/lib, which may not import `rawStorage` (lint: house/storage): the stored text
 * as another tab, an older release or a hand edit would leave it, and what this page wrote.
 */
export const storedText = {
  read: (area: StorageArea, key: string): string | null => rawStorage.read(area, key),
  write: (area: StorageArea, key: string, text: string): void => void rawStorage.write(area, key, text),
  remove: (area: StorageArea, key: string): void => rawStorage.remove(area, key),
  clear: (area: StorageArea): void => rawStorage.clear(area),
  /** Every [key, text] of an area: what a test checks is gone, or was never written. */
  entries: (area: StorageArea): [string, string][] => rawStorage.entries(area),
};

/** Another tab writes `text` under `key` (null: removes it); this page hears the "storage" event. */
export function otherTabWrites(key: string, text: string | null, area: StorageArea = "local"): void {
  if (text === null) rawStorage.remove(area, key);
  else rawStorage.write(area, key, text);
  window.dispatchEvent(new StorageEvent("storage", { key }));
}

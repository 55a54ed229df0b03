import type { Page } from "@playwright/test";
import { storageKeys, type StorageArea } from "../src/lib/storage-keys.ts";

// The page's storage, with the key names of the app's registry (src/lib/storage-keys.ts); the keys
// themselves are pinned against docs/interfaces.md and old data in the unit tests.
export { storageKeys };

/** The text stored under `key`, as the app wrote it, or null. */
export function storedText(page: Page, area: StorageArea, key: string): Promise<string | null> {
  return page.evaluate(({ area, key }) => (area === "local" ? localStorage : sessionStorage).getItem(key), {
    area,
    key,
  });
}

/** Every [key, text] in one of the page's storage areas. */
export function storedEntries(page: Page, area: StorageArea): Promise<[string, string][]> {
  return page.evaluate((area) => {
    const storage = area === "local" ? localStorage : sessionStorage;
    return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? "").map(
      (key): [string, string] => [key, storage.getItem(key) ?? ""],
    );
  }, area);
}

/**
 * Writes `text` under `key` before the app's own scripts run, on every load, or with `once` only on
 * the tab's first (a reload must then see what the app itself stored or forgot).
 */
export async function seedStorage(
  page: Page,
  area: StorageArea,
  key: string,
  text: string,
  { once = false }: { once?: boolean } = {},
): Promise<void> {
  await page.addInitScript(
    ({ area, key, text, once }) => {
      try {
        const storage = area === "local" ? localStorage : sessionStorage;
        // The test's own marker, not one of the app's keys.
        const marker = `e2e.seeded:${key}`;
        if (once && sessionStorage.getItem(marker)) return;
        if (once) sessionStorage.setItem(marker, "1");
        storage.setItem(key, text);
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    },
    { area, key, text, once },
  );
}

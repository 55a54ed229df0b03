import type { Page } from "@playwright/test";

/** Every call record the page's IndexedDB holds, as JSON (bigints as digit strings). */
export function readCallRecords(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const request = indexedDB.open("dash-call-records");
        request.onerror = () => reject(new Error("could not open the call records"));
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains("calls")) return resolve("[]");
          const all = db.transaction("calls").objectStore("calls").getAll();
          all.onsuccess = () => {
            resolve(
              JSON.stringify(all.result, (_key, value: unknown) =>
                typeof value === "bigint" ? `${value}` : value,
              ),
            );
            db.close();
          };
          all.onerror = () => reject(new Error("could not read the call records"));
        };
      }),
  );
}

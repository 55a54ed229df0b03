// Debian's Chromium through Playwright, and pages signed in the way e2e/fixtures.ts signs them in.
import { chromium } from "@playwright/test";
import { chromiumPath } from "../ensure-chromium.mjs";

export const chromePath = () => chromiumPath("bench");

export function launchBrowser() {
  return chromium.launch({ executablePath: chromePath() });
}

/**
 * A fresh context whose first load finds `apiKey` stored for the Local profile.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} baseURL
 * @param {string} apiKey
 * @param {Awaited<ReturnType<import("@playwright/test").BrowserContext["storageState"]>>} [storageState]
 *   the site's storage as an earlier context of the dashboard left it (money-in-flight.mjs)
 */
export async function signedInPage(browser, baseURL, apiKey, storageState) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
    ...(storageState ? { storageState } : {}),
  });
  await context.addInitScript(
    ({ key, storageKey }) => {
      const marker = "dash.e2e.seeded";
      try {
        if (sessionStorage.getItem(marker)) return;
        sessionStorage.setItem(marker, "1");
        sessionStorage.setItem(storageKey, key);
      } catch {
        // Opaque origins have no storage.
      }
    },
    { key: apiKey, storageKey: "dash.apiKey.local" },
  );
  const page = await context.newPage();
  return { context, page };
}

/**
 * The route has painted its heading and the header balance has loaded.
 * @param {import("@playwright/test").Page} page
 */
export async function settled(page) {
  await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 20_000 });
  await page.getByLabel("Header balance").filter({ hasText: /\d/ }).waitFor({ timeout: 20_000 });
}

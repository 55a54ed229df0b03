// A page's largest contentful paint as Chromium itself reports it with Lighthouse's mobile throttling
// applied for real (DevTools throttling: the CPU 4× slower, slow 4G's 562.5 ms request latency and
// 1,474.56 / 675 Kbps, the `devtools` values of Lighthouse's mobile preset), rather than simulated from
// an unthrottled trace as Lighthouse's default is. Used by `compare --only lcp` (compare.mjs): what a
// change does to when the page paints, read from the browser, for a change whose effect Lighthouse's
// simulation may attribute elsewhere. A profile copy (money-in-flight.mjs) gives the audits' account.
import { chromium } from "@playwright/test";

const KBPS = 1024 / 8;

/**
 * @param {string} executablePath
 * @param {string} profile a Chromium user data dir, used as it is (the caller's throwaway copy)
 * @param {string} url
 * @returns {Promise<{lcp: number, element: string}>}
 */
export async function throttledLcp(executablePath, profile, url) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 562.5,
      downloadThroughput: 1474.56 * KBPS,
      uploadThroughput: 675 * KBPS,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    // The largest paint so far, once the page has been still for a second (no new candidate).
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          let last = { lcp: NaN, element: "" };
          let timer = setTimeout(() => resolve(last), 1000);
          new PerformanceObserver((list) => {
            const entry = list.getEntries().at(-1);
            if (!entry) return;
            const element = /** @type {any} */ (entry).element;
            last = {
              lcp: Math.round(entry.startTime),
              element: element?.getAttribute?.("elementtiming") ?? element?.tagName ?? "",
            };
            clearTimeout(timer);
            timer = setTimeout(() => resolve(last), 1000);
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

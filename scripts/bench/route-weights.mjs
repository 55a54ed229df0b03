// Per route: the JS and CSS files Chromium fetched, gzip-9 sized from the build: those asked for before
// the page's largest paint so far once it has settled ("to paint": js.<route>), and all of them until
// the network is idle (js.idle.<route>, and the "extra" figures). The account has money in flight
// (money-in-flight.mjs), taken into the book by the dashboard in a first context whose storage each
// measured context starts from, with an HTTP cache of its own.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { settled, signedInPage } from "./browser.mjs";
import { composition } from "./composition.mjs";
import { setUpMoneyInFlight, takeIntoBook } from "./money-in-flight.mjs";
// All routes whatever BENCH_ROUTES says: the "extra" figures are relative to /balance.
import { ALL_ROUTES as ROUTES } from "./routes.mjs";

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** @param {string} outDir @param {string} path */
function gzipSize(outDir, path) {
  return gzipSync(readFileSync(join(outDir, path)), { level: 9 }).length;
}

/** The paths of the resources the page asked for before its largest paint so far. */
function askedBeforePaint(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const paint = list.getEntries().at(-1)?.startTime ?? 0;
          resolve(
            performance
              .getEntriesByType("resource")
              .filter((entry) => entry.startTime <= paint)
              .map((entry) => new URL(entry.name).pathname),
          );
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
}

/** A context's storage once the dashboard has taken the account's invoices into its book. */
async function bookState(browser, stack, apiKey, ids) {
  const { context, page } = await signedInPage(browser, stack.url, apiKey);
  try {
    await takeIntoBook(page, ids);
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}

/** @param {import("@playwright/test").Browser} browser */
async function filesOf(browser, stack, apiKey, path, storage) {
  const { context, page } = await signedInPage(browser, stack.url, apiKey, storage);
  /** @type {Map<string, string>} */
  const files = new Map();
  const encodings = new Set();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(stack.url).origin || !/\.(js|css)$/.test(url.pathname)) return;
    files.set(url.pathname, url.pathname.endsWith(".css") ? "css" : "js");
    encodings.add(response.headers()["content-encoding"] ?? "identity");
  });
  let beforePaint;
  try {
    await page.goto(path);
    await settled(page);
    beforePaint = new Set(await askedBeforePaint(page));
    await page.waitForLoadState("networkidle");
  } finally {
    await context.close();
  }
  return { files, encodings, beforePaint };
}

export async function measureRouteWeights({ browser, stack, outDir }) {
  const { api_key } = await stack.createAccount();
  const invoices = await setUpMoneyInFlight(stack, api_key);
  const storage = await bookState(browser, stack, api_key, invoices);
  const perRoute = {};
  const encodings = new Set();
  for (const route of ROUTES) {
    const seen = await filesOf(browser, stack, api_key, route.path, storage);
    seen.encodings.forEach((e) => encodings.add(e));
    const list = [...seen.files].map(([path, kind]) => ({
      path,
      kind,
      gzip: gzipSize(outDir, path),
      beforePaint: seen.beforePaint.has(path),
    }));
    perRoute[route.id] = list;
  }
  const sum = (list, kind) => list.filter((f) => f.kind === kind).reduce((n, f) => n + f.gzip, 0);
  const extraOver = (id) => {
    const base = new Set(perRoute.balance.map((f) => f.path));
    return sum(
      perRoute[id].filter((f) => !base.has(f.path)),
      "js",
    );
  };
  const figures = {};
  for (const route of ROUTES) {
    figures[`js.${route.id}`] = kb(
      sum(
        perRoute[route.id].filter((f) => f.beforePaint),
        "js",
      ),
    );
    figures[`js.idle.${route.id}`] = kb(sum(perRoute[route.id], "js"));
    figures[`css.${route.id}`] = kb(sum(perRoute[route.id], "css"));
  }
  figures["js.extra.tools"] = kb(extraOver("tools"));
  figures["js.extra.tool"] = kb(extraOver("tool"));
  figures["js.extra.topup"] = kb(extraOver("topup"));
  figures["js.extra.spending"] = kb(extraOver("spending"));
  const files = Object.fromEntries(
    Object.entries(perRoute).map(([id, list]) => [
      id,
      list
        .map((f) => ({
          path: f.path,
          gzipKB: kb(f.gzip),
          beforePaint: f.beforePaint,
          // Only chunks big enough to matter get their make-up listed.
          ...(f.kind === "js" && f.gzip > 10_240
            ? { madeOf: composition(outDir, f.path.slice(1), f.gzip) }
            : {}),
        }))
        .sort((a, b) => b.gzipKB - a.gzipKB),
    ]),
  );
  return {
    figures,
    detail: {
      files,
      servedEncodings: [...encodings],
      sizing: "gzip level 9 of the built file",
      account: { openInvoices: invoices.length - 1, confirming: invoices.at(-1) },
    },
  };
}

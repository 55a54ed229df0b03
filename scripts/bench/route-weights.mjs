// Per route: the JS and CSS files Chromium fetched until the page settled, gzip-9 sized from the build.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { settled, signedInPage } from "./browser.mjs";
import { composition } from "./composition.mjs";
// All routes whatever BENCH_ROUTES says: the "extra" figures are relative to /balance.
import { ALL_ROUTES as ROUTES } from "./routes.mjs";

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** @param {string} outDir @param {string} path */
function gzipSize(outDir, path) {
  return gzipSync(readFileSync(join(outDir, path)), { level: 9 }).length;
}

/** @param {import("@playwright/test").Browser} browser */
async function filesOf(browser, stack, apiKey, path) {
  const { context, page } = await signedInPage(browser, stack.url, apiKey);
  /** @type {Map<string, string>} */
  const files = new Map();
  const encodings = new Set();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(stack.url).origin || !/\.(js|css)$/.test(url.pathname)) return;
    files.set(url.pathname, url.pathname.endsWith(".css") ? "css" : "js");
    encodings.add(response.headers()["content-encoding"] ?? "identity");
  });
  try {
    await page.goto(path);
    await settled(page);
    await page.waitForLoadState("networkidle");
  } finally {
    await context.close();
  }
  return { files, encodings };
}

export async function measureRouteWeights({ browser, stack, outDir }) {
  const { api_key } = await stack.createAccount();
  const perRoute = {};
  const encodings = new Set();
  for (const route of ROUTES) {
    const seen = await filesOf(browser, stack, api_key, route.path);
    seen.encodings.forEach((e) => encodings.add(e));
    const list = [...seen.files].map(([path, kind]) => ({ path, kind, gzip: gzipSize(outDir, path) }));
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
    figures[`js.${route.id}`] = kb(sum(perRoute[route.id], "js"));
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
    detail: { files, servedEncodings: [...encodings], sizing: "gzip level 9 of the built file" },
  };
}

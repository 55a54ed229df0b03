import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { readFileSync } from "node:fs";
import { AFTER_IDLE_MARK } from "../src/lib/after-idle.ts";
import { paths, routePatterns } from "./routes.ts";

// The server names each route's chunks in the page it answers (server/web/route-preload.ts, from the
// build's .vite/routes.json) so they download with the entry instead of after it. If a path's page
// loads a chunk its HTML did not name, this fails. Every pattern of the route table (src/app/paths.ts)
// is opened.
const sample = (pattern: string) => pattern.replace(/:(\w+)/g, (_, name: string) => `${name}_does_not_exist`);
const pages = [
  ...Object.values(routePatterns)
    .filter((pattern) => pattern !== routePatterns.tool) // a tool's page has its own test below
    .map((pattern) => (pattern === routePatterns.tools ? `${pattern}?vertical=crypto` : sample(pattern))),
  "/no-such-page",
];

/** Waits for the moment background work starts (src/lib/after-idle.ts marks it), which comes by itself. */
const afterIdleReached = (page: Page) =>
  page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, AFTER_IDLE_MARK);

for (const path of pages) {
  test(`the page for ${path} names every chunk its first render loads, and /config.json once`, async ({
    signedIn: page,
  }) => {
    const scripts: string[] = [];
    const configReads: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(".js")) scripts.push(url.pathname);
      if (url.pathname === "/config.json") configReads.push(request.method());
    });
    const response = await page.goto(path);
    expect(response?.headers()["content-encoding"]).toBe("br");
    const html = (await response?.text()) ?? "";
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByLabel("Header balance")).toHaveText(/\d/);

    const named = new Set(
      [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map(([, href]) => href),
    );
    // What the page asks for once it has painted and been idle (src/lib/after-idle.ts marks the
    // moment) is not the first render's: the header's money-in-flight notices, the Balance page's call
    // records. scripts/check-build.mjs keeps it out of the initial chunks. The moment comes by itself
    // (at the latest SETTLE_TIMEOUT_MS + IDLE_TIMEOUT_MS after the paint); the scripts are then judged
    // once every one requested so far has answered, since a request's timing entry exists only then
    // (waiting for the network to go quiet raced with the mark on a loaded host).
    await afterIdleReached(page);
    let seen: string[] = [];
    const answered = () =>
      page.evaluate(() =>
        performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
      );
    await expect
      .poll(async () => {
        seen = [...scripts];
        const done = new Set(await answered());
        return seen.filter((script) => !done.has(script));
      })
      .toEqual([]);
    const later = new Set(
      await page.evaluate((mark) => {
        const idle = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
        return performance
          .getEntriesByType("resource")
          .filter((entry) => entry.startTime >= idle)
          .map((entry) => new URL(entry.name).pathname);
      }, AFTER_IDLE_MARK),
    );
    const afterIdle = (script: string) => later.has(script);
    const unnamed = seen.filter((script) => !named.has(script) && !afterIdle(script));
    expect(unnamed, "chunks the page loaded that its HTML did not name").toEqual([]);
    // The preloaded answer is the one the app reads: one request, not two.
    expect(configReads).toEqual(["GET"]);
    expect(html).toContain('<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous"');
  });
}

/** The files of a lazy module's chunk and its static imports, from the build's manifest. */
function chunkFiles(module: string): Set<string> {
  type Chunk = { file: string; imports?: string[] };
  const manifest = JSON.parse(
    readFileSync(new URL("../dist/.vite/manifest.json", import.meta.url), "utf8"),
  ) as Record<string, Chunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(module);
  if (files.size === 0) throw new Error(`the build's manifest has no chunk for ${module}`);
  return files;
}

/** The shell's money-in-flight chunk and its static imports. */
const inFlightFiles = () => chunkFiles("src/features/topup/components/in-flight-entry.tsx");

test("a tool's page names the chunks of its text, and asks for the form's code only once that is painted", async ({
  signedIn: page,
}) => {
  // Every script the HTML does not name is held until the page has shown the tool's description.
  let named = new Set<string>();
  const held: Array<{ name: string; release: () => Promise<void> }> = [];
  // Once the runner has been asked for, nothing more is held: a chunk it asks for a moment later
  // must not wait for a release that has already happened.
  let holding = true;
  await page.route("**/tools/coingecko_getPortfolioValue?vertical=crypto", async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    named = new Set(
      [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1] ?? ""),
    );
    await route.fulfill({ response, body: html });
  });
  // The shell's money-in-flight chunk and its imports load after paint and idle on every page
  // (in-flight-slots.tsx): not the tool page's, so not held.
  const shellLater = inFlightFiles();
  await page.route("**/assets/*.js", async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (!holding || named.has(path) || shellLater.has(path)) return route.continue();
    held.push({ name: path.split("/").pop() ?? path, release: () => route.continue() });
  });

  await page.goto(paths.tool("coingecko_getPortfolioValue", { vertical: "crypto" }));
  await expect(page.getByRole("heading", { level: 1, name: "coingecko_getPortfolioValue" })).toBeVisible();
  await expect(page.getByText(/Value a list of holdings/)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading the form…" })).toBeVisible();
  // The browser reports the description on screen (Element Timing): the report the runner waits for.
  const reported = () =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            resolve(
              list.getEntries().map((entry) => ("identifier" in entry ? String(entry.identifier) : "")),
            );
          }).observe({ type: "element", buffered: true });
          setTimeout(() => resolve([]), 100);
        }),
    );
  await expect.poll(reported).toContain("tool-description");
  // Asked for after the paint, and only the runner's code: the form, its validator, and the schema and
  // history beside it (with the call records' code they read).
  await expect
    .poll(() => held.map((entry) => entry.name).some((name) => /^tool-runner-/.test(name)))
    .toBe(true);
  const runner = chunkFiles("src/features/tools/components/tool-runner.tsx");
  expect(held.map((entry) => entry.name).filter((name) => !runner.has(`/assets/${name}`))).toEqual([]);
  expect([...runner].some((file) => /\/call-records-/.test(file))).toBe(true);
  holding = false;
  for (const entry of held.splice(0)) await entry.release();
  await expect(page.getByRole("button", { name: /^Execute/ })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading the form…" })).toHaveCount(0);
  // The schema and the history follow the form.
  await expect(page.getByRole("region", { name: "Input schema fields" })).toBeVisible();
});

test("a tool's page loads the result viewer's code when a run starts, not with the form", async ({
  signedIn: page,
}) => {
  const viewer: string[] = [];
  page.on("request", (request) => {
    const name = new URL(request.url()).pathname.split("/").pop() ?? "";
    if (/^result-viewer-[\w-]+\.js$/.test(name)) viewer.push(name);
  });
  const input = JSON.stringify({ holdings: [{ coinId: "bitcoin", amount: 1 }] });
  await page.goto(paths.tool("coingecko_getPortfolioValue", { vertical: "crypto", input }));
  await expect(page.getByRole("button", { name: /^Execute/ })).toBeEnabled();
  await expect(page.getByRole("region", { name: "Input schema fields" })).toBeVisible();
  // The only loads of this chunk are tool-runner.tsx's preloadResultViewer (when a run starts) and the
  // viewer's first render (dist/.vite/manifest.json: no static import of it on this page, no timer).
  expect(viewer, "result viewer chunks asked for before the run").toEqual([]);
  await page.getByRole("button", { name: /^Execute/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Result" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Tree" })).toBeVisible();
  expect(viewer, "result viewer chunks asked for by the run").toEqual([
    expect.stringMatching(/^result-viewer-/),
  ]);
});

test("a tool's page whose form code cannot be downloaded says so, and Try again loads it", async ({
  signedIn: page,
}) => {
  let fail = true;
  await page.route(/\/assets\/tool-runner-[\w-]+\.js$/, (route) => (fail ? route.abort() : route.continue()));
  await page.goto(paths.tool("coingecko_getPortfolioValue", { vertical: "crypto" }));
  const alert = page.getByRole("alert").filter({ hasText: "The form could not be loaded" });
  await expect(alert).toBeVisible();
  fail = false;
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("button", { name: /^Execute/ })).toBeVisible();
});

test("reaching for a tool on /tools starts loading the tool page's code before one is chosen", async ({
  signedIn: page,
}) => {
  // The route's own chunk is tool-<8-character hash>.js, its form tool-runner-<hash>.js.
  const toolPageChunk = /^tool-(?:runner-)?[\w-]{8}\.js$/;
  const scripts: string[] = [];
  page.on("request", (request) => {
    const name = new URL(request.url()).pathname.split("/").pop() ?? "";
    if (toolPageChunk.test(name)) scripts.push(name);
  });
  await page.goto(paths.tools({ vertical: "crypto" }));
  await expect(page.getByRole("heading", { level: 1, name: "Tools" })).toBeVisible();
  await expect(page.getByText(/^\d+ tools$/)).toBeVisible();
  // Looking at the list loads nothing more.
  expect(scripts).toEqual([]);
  await page.getByRole("combobox", { name: "Search tools" }).focus();
  await expect
    .poll(() =>
      scripts.toSorted((a, b) => Number(a.startsWith("tool-runner-")) - Number(b.startsWith("tool-runner-"))),
    )
    .toEqual([expect.stringMatching(/^tool-[\w-]{8}\.js$/), expect.stringMatching(/^tool-runner-/)]);
});

test("a tool's page reads its balance and listing once, sent by the early reads script beside the app's code", async ({
  signedIn: page,
}) => {
  // What the browser records as each read's initiator (the scripts on its call stack, async callers
  // included): Lighthouse's simulation makes a read wait for the download of every script named there.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const reads: Array<{ path: string; scripts: string[] }> = [];
  cdp.on("Network.requestWillBeSent", ({ request, initiator }) => {
    const url = new URL(request.url);
    if (!/\/account\/balance$|\/v1\/tools$/.test(url.pathname)) return;
    const scripts: string[] = [];
    for (let stack = initiator.stack; stack; stack = stack.parent)
      for (const frame of stack.callFrames) if (frame.url) scripts.push(new URL(frame.url).pathname);
    reads.push({ path: `${url.pathname}${url.search}`, scripts: [...new Set(scripts)] });
  });
  await page.goto(paths.tool("coingecko_getPortfolioValue", { vertical: "crypto" }));
  await expect(page.getByText(/Value a list of holdings/)).toBeVisible();
  await expect(page.getByLabel("Header balance")).toHaveText(/\d/);
  await afterIdleReached(page);

  expect(reads.map((read) => read.path).sort()).toEqual([
    "/billing/v1/account/balance",
    "/chat/v1/tools?vertical_id=crypto",
  ]);
  for (const read of reads) expect(read.scripts, read.path).toEqual(["/early-reads.js"]);
});

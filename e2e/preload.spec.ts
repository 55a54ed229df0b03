import { expect, test } from "./fixtures.ts";

// The server names each route's chunks in the page it answers (server/web/route-preload.ts) so they
// download with the entry instead of after it. If its path table drifts from src/app/router.tsx, a
// route's chunk is fetched without having been named, and this fails.
const pages = [
  "/balance",
  "/topup",
  "/search",
  "/plans",
  "/plans/plan_does_not_exist",
  "/tools?vertical=crypto",
  "/tools/coingecko_getPrice?vertical=crypto",
  "/settings",
  "/no-such-page",
];

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
    const unnamed = scripts.filter((script) => !named.has(script));
    expect(unnamed, "chunks the page loaded that its HTML did not name").toEqual([]);
    // The preloaded answer is the one the app reads: one request, not two.
    expect(configReads).toEqual(["GET"]);
    expect(html).toContain('<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous"');
  });
}

test("reaching for a tool on /tools starts loading the tool page's code before one is chosen", async ({
  signedIn: page,
}) => {
  // The route's own chunk is tool-<8-character hash>.js (tool-finder-… is another one).
  const toolPageChunk = /^tool-[\w-]{8}\.js$/;
  const scripts: string[] = [];
  page.on("request", (request) => {
    const name = new URL(request.url()).pathname.split("/").pop() ?? "";
    if (toolPageChunk.test(name)) scripts.push(name);
  });
  await page.goto("/tools?vertical=crypto");
  await expect(page.getByRole("heading", { level: 1, name: "Tools" })).toBeVisible();
  await expect(page.getByText(/^\d+ tools$/)).toBeVisible();
  // Looking at the list loads nothing more.
  expect(scripts).toEqual([]);
  await page.getByRole("combobox", { name: "Search tools" }).focus();
  await expect.poll(() => scripts).toHaveLength(1);
});

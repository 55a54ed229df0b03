import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { routeDocuments } from "./route-preload.ts";

const HTML = '<html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>';

// What a build writes: Vite's manifest, and .vite/routes.json from the route table (scripts/vite/route-manifest.ts).
const MANIFEST = {
  "index.html": { file: "assets/index.js", isEntry: true, imports: ["_shell.js"] },
  "_shell.js": { file: "assets/shell.js" },
  "_chart.js": { file: "assets/chart.js", imports: ["_shell.js"], css: ["assets/chart.css"] },
  "src/app/routes/home.tsx": { file: "assets/home.js", imports: ["_shell.js"] },
  "src/app/routes/spending.tsx": { file: "assets/spending.js", imports: ["_chart.js"] },
  "src/app/routes/item.tsx": { file: "assets/item.js" },
  "src/app/routes/new-item.tsx": { file: "assets/new-item.js" },
  "src/features/x/wallet.tsx": { file: "assets/wallet.js" },
  "src/app/routes/not-found.tsx": { file: "assets/not-found.js" },
};
const ROUTES = {
  routes: [
    { name: "home", pattern: "/home", module: "src/app/routes/home.tsx", firstRenderLazy: [] },
    { name: "spending", pattern: "/spending", module: "src/app/routes/spending.tsx", firstRenderLazy: [] },
    {
      name: "item",
      pattern: "/items/:id",
      module: "src/app/routes/item.tsx",
      firstRenderLazy: [],
      earlyReads: true,
    },
    {
      name: "newItem",
      pattern: "/items/new",
      module: "src/app/routes/new-item.tsx",
      firstRenderLazy: ["src/features/x/wallet.tsx"],
    },
  ],
  index: "home",
  notFound: "src/app/routes/not-found.tsx",
};

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function dist(files: { manifest?: object; routes?: object }): string {
  const dir = mkdtempSync(join(tmpdir(), "route-preload-"));
  dirs.push(dir);
  mkdirSync(join(dir, ".vite"));
  writeFileSync(join(dir, "index.html"), HTML);
  if (files.manifest) writeFileSync(join(dir, ".vite", "manifest.json"), JSON.stringify(files.manifest));
  if (files.routes) writeFileSync(join(dir, ".vite", "routes.json"), JSON.stringify(files.routes));
  return dir;
}

/** The scripts and stylesheets a document asks the browser to fetch ahead. */
const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="(?:modulepreload|stylesheet)" crossorigin href="([^"]+)"/g)].map(
    ([, href]) => href,
  );

describe("the HTML for a page path, from the build's route manifest", () => {
  const documentFor = routeDocuments(dist({ manifest: MANIFEST, routes: ROUTES }));

  test("names the route's chunks and their imports, not what the entry already loads", () => {
    expect(preloaded(documentFor("/spending"))).toEqual([
      "/assets/spending.js",
      "/assets/chart.js",
      "/assets/chart.css",
    ]);
    expect(documentFor("/spending")).toContain('<link rel="preload" href="/config.json" as="fetch"');
    expect(preloaded(documentFor("/home"))).toEqual(["/assets/home.js"]);
  });

  test("matches `:param` patterns, a trailing slash and the index, and ranks a static segment first", () => {
    expect(preloaded(documentFor("/items/it_1"))).toEqual(["/assets/item.js"]);
    expect(preloaded(documentFor("/items/it_1/"))).toEqual(["/assets/item.js"]);
    expect(preloaded(documentFor("/items/new"))).toEqual(["/assets/new-item.js", "/assets/wallet.js"]);
    expect(preloaded(documentFor("/"))).toEqual(["/assets/home.js"]);
  });

  test("names the early reads script only on the pages whose route asks for it", () => {
    const script = '<script src="/early-reads.js"></script>';
    expect(documentFor("/items/it_1")).toContain(script);
    for (const path of ["/home", "/spending", "/items/new", "/nowhere"])
      expect(documentFor(path)).not.toContain("early-reads");
  });

  test("answers any other path with the not-found page's chunks", () => {
    expect(preloaded(documentFor("/items/a/b"))).toEqual(["/assets/not-found.js"]);
    expect(preloaded(documentFor("/homes"))).toEqual(["/assets/not-found.js"]);
  });
});

test("a build without the route manifest gets index.html unchanged on every path", () => {
  const documentFor = routeDocuments(dist({ manifest: MANIFEST }));
  expect(documentFor("/spending")).toBe(HTML);
  expect(documentFor("/")).toBe(HTML);
});

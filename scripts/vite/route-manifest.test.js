// The plugin in a real (small) Vite build: what it writes, and that a route without a module fails.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { build } from "vite";
import { afterAll, expect, test } from "vitest";
import { routeManifest } from "./route-manifest.ts";

const projects = [];
afterAll(() => projects.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A project whose entry loads every `src/app/routes/*.tsx` lazily, as src/app/router.tsx does. */
function project(files) {
  const root = mkdtempSync(join(tmpdir(), "route-manifest-"));
  projects.push(root);
  const all = {
    "index.html":
      '<!doctype html><html><head></head><body><script type="module" src="/src/main.ts"></script></body></html>',
    "src/main.ts": 'globalThis.pages = import.meta.glob("./app/routes/*.tsx");\n',
    "src/app/routes/not-found.tsx": 'export const Component = () => "not found";\n',
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const buildWith = (root, options) =>
  build({
    root,
    configFile: false,
    logLevel: "silent",
    build: { manifest: true, outDir: "dist" },
    plugins: [routeManifest(options)],
  });

test("writes each route's pattern and module, the index and the not-found module to .vite/routes.json", async () => {
  const root = project({
    "src/app/routes/home.tsx": 'export const Component = () => "home";\n',
    "src/app/routes/item.tsx": 'export const Component = () => "item";\n',
  });
  await buildWith(root, {
    patterns: { home: "/home", item: "/items/:id" },
    index: "home",
    earlyReads: ["item"],
  });
  const written = JSON.parse(readFileSync(join(root, "dist/.vite/routes.json"), "utf8"));
  expect(written).toEqual({
    routes: [
      {
        name: "home",
        pattern: "/home",
        module: "src/app/routes/home.tsx",
        firstRenderLazy: [],
        earlyReads: false,
      },
      {
        name: "item",
        pattern: "/items/:id",
        module: "src/app/routes/item.tsx",
        firstRenderLazy: [],
        earlyReads: true,
      },
    ],
    index: "home",
    notFound: "src/app/routes/not-found.tsx",
  });
  // The modules are keys of Vite's manifest, which is what the server looks them up in.
  const manifest = JSON.parse(readFileSync(join(root, "dist/.vite/manifest.json"), "utf8"));
  for (const route of written.routes) expect(manifest[route.module]?.file).toMatch(/\.js$/);
}, 60_000);

test("fails the build when a route of the table has no module", async () => {
  const root = project({ "src/app/routes/home.tsx": 'export const Component = () => "home";\n' });
  await expect(
    buildWith(root, { patterns: { home: "/home", spending: "/spending" }, index: "home" }),
  ).rejects.toThrow(/route "spending" \(\/spending\) has no module: src\/app\/routes\/spending\.tsx/);
}, 60_000);

test("fails the build when earlyReads names a route the table does not have", async () => {
  const root = project({ "src/app/routes/home.tsx": 'export const Component = () => "home";\n' });
  await expect(
    buildWith(root, { patterns: { home: "/home" }, index: "home", earlyReads: ["tool"] }),
  ).rejects.toThrow(/earlyReads names "tool", which is not a route/);
}, 60_000);

test("fails the build when a first-render module is not a lazy chunk", async () => {
  const root = project({ "src/app/routes/home.tsx": 'export const Component = () => "home";\n' });
  await expect(
    buildWith(root, {
      patterns: { home: "/home" },
      index: "home",
      firstRenderLazy: { home: ["src/app/gone.tsx"] },
    }),
  ).rejects.toThrow(/first render has no module: src\/app\/gone\.tsx/);
}, 60_000);

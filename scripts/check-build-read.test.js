// Reading a build from disk (manifest, source maps, routes.json), on small builds written to a temporary
// folder: the checks are only as good as what they are given.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { readBuild, readRoutes } from "./check-build.mjs";

describe("readBuild", () => {
  const dir = mkdtempSync(join(tmpdir(), "check-build-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("names each chunk's modules from its source map, relative to the project", () => {
    mkdirSync(join(dir, ".vite"));
    mkdirSync(join(dir, "assets"));
    const manifest = {
      "_shell-a.js": { file: "assets/shell-a.js", name: "shell" },
      "index.html": { file: "assets/index-b.js", name: "index", isEntry: true },
      "index.css": { file: "assets/index-c.css" },
    };
    writeFileSync(join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
    writeFileSync(join(dir, "assets", "shell-a.js"), "x");
    writeFileSync(
      join(dir, "assets", "shell-a.js.map"),
      JSON.stringify({ sources: [join(process.cwd(), "src/lib/http.ts")] }),
    );
    writeFileSync(join(dir, "assets", "index-b.js"), "yy");
    expect(readBuild(dir)).toEqual([
      { file: "assets/shell-a.js", name: "shell", bytes: 1, modules: ["src/lib/http.ts"] },
      { file: "assets/index-b.js", name: "index", bytes: 2, modules: null },
    ]);
  });
});

describe("readRoutes", () => {
  const dir = mkdtempSync(join(tmpdir(), "check-routes-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("a route's initial chunks are the entry's and its module's with their static imports, never a dynamic import", () => {
    mkdirSync(join(dir, ".vite"));
    const manifest = {
      "index.html": {
        file: "assets/index.js",
        isEntry: true,
        imports: ["_shell.js"],
        dynamicImports: ["runner.tsx"],
      },
      "_shell.js": { file: "assets/shell.js" },
      "src/app/routes/balance.tsx": { file: "assets/balance.js", imports: ["_shell.js", "_card.js"] },
      "_card.js": { file: "assets/card.js" },
      "runner.tsx": { file: "assets/runner.js" },
    };
    const routesJson = {
      routes: [{ name: "balance", module: "src/app/routes/balance.tsx", firstRenderLazy: [] }],
    };
    writeFileSync(join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
    writeFileSync(join(dir, ".vite", "routes.json"), JSON.stringify(routesJson));
    expect(readRoutes(dir)).toEqual([
      {
        name: "balance",
        files: ["assets/index.js", "assets/shell.js", "assets/balance.js", "assets/card.js"],
      },
    ]);
  });
});

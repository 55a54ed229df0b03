import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import * as shell from "../src/app/speed/shell-chunk.ts";
import {
  callRecordsProblems,
  buildProblems,
  inFlightProblems,
  readBuild,
  readRoutes,
  ruleProblems,
  watcherProblems,
} from "./check-build.mjs";

// A build as check-build.mjs reads it: what passes, and one change per test that must not.
const shellChunk = () => ({
  file: "assets/shell-a.js",
  name: "shell",
  bytes: 180_000,
  modules: [
    "node_modules/react/index.js",
    "node_modules/react-router/dist/development/chunk-x.mjs",
    "node_modules/@tanstack/query-core/build/modern/query.js",
    "node_modules/valibot/dist/index.mjs",
    "src/app/paths.ts",
    "common/plain-object.ts",
    "common/production-verticals.ts",
    "src/lib/http.ts",
    "src/lib/plain-markdown-stub.tsx",
    "src/components/ui/button.tsx",
  ],
});
const runner = () => ({
  file: "assets/tool-runner-b.js",
  name: "tool-runner",
  bytes: 90_000,
  modules: [
    "node_modules/@rjsf/core/lib/components/Form.js",
    "src/features/tools/components/tool-runner.tsx",
  ],
});
const runtime = { file: "assets/rolldown-runtime-c.js", name: "rolldown-runtime", bytes: 600, modules: null };
const good = () => [shellChunk(), runner(), runtime];

describe("buildProblems", () => {
  test("a build that keeps the rules has none", () => {
    expect(buildProblems(good(), shell)).toEqual([]);
  });

  test("markdown-to-jsx in any chunk", () => {
    const build = good();
    build[1].modules.push("node_modules/markdown-to-jsx/dist/react.js");
    expect(buildProblems(build, shell)).toEqual([
      expect.stringMatching(/tool-runner-b\.js holds markdown-to-jsx/),
    ]);
  });

  test("the stub missing: the alias no longer applies", () => {
    const build = good();
    build[0].modules = build[0].modules.filter((path) => !path.includes("plain-markdown-stub"));
    expect(buildProblems(build, shell)).toEqual([expect.stringMatching(/plain-markdown-stub\.tsx/)]);
  });

  test("no rjsf in the build: the markdown check would prove nothing", () => {
    const build = good();
    build[1].modules = build[1].modules.filter((path) => !path.includes("@rjsf"));
    expect(buildProblems(build, shell)).toEqual([expect.stringMatching(/no chunk holds @rjsf\/core/)]);
  });

  test("a later page's package dragged into the shell", () => {
    const build = good();
    build[0].modules.push("node_modules/viem/_esm/utils/unit/formatUnits.js");
    expect(buildProblems(build, shell)).toEqual([
      expect.stringMatching(/shell holds node_modules\/viem.*later/),
    ]);
  });

  test("a package the rule does not name in the shell", () => {
    const build = good();
    build[0].modules.push("node_modules/zod/index.js");
    expect(buildProblems(build, shell)).toEqual([
      expect.stringMatching(/zod\/index\.js, which .* does not name/),
    ]);
  });

  test("a feature's module in the shell", () => {
    const build = good();
    build[0].modules.push("src/features/balance/api/get-balance.ts");
    expect(buildProblems(build, shell)).toEqual([
      expect.stringMatching(/get-balance\.ts, which only a later page/),
    ]);
  });

  test("a module the rule names outside the shell", () => {
    const build = good();
    build[1].modules.push("src/components/ui/dialog.tsx");
    expect(buildProblems(build, shell)).toEqual([
      "src/components/ui/dialog.tsx belongs in the shell by the rule, but it is in assets/tool-runner-b.js",
    ]);
  });

  test("an allowance in shellChunk.imported that the shell no longer needs", () => {
    const build = good();
    build[0].modules = build[0].modules.filter((path) => !path.includes("react-router"));
    expect(buildProblems(build, shell)).toEqual([expect.stringMatching(/imported names react-router/)]);
  });

  test("no shell chunk, no source maps, a large chunk without a map", () => {
    expect(buildProblems([runner(), runtime], shell)).toContainEqual(
      expect.stringMatching(/one "shell" chunk, found 0/),
    );
    expect(buildProblems([{ ...runtime, bytes: 50_000 }], shell)).toEqual([
      expect.stringMatching(/no source maps/),
    ]);
    expect(buildProblems([...good(), { ...runtime, bytes: 50_000 }], shell)).toEqual([
      expect.stringMatching(/50000 bytes\) has no source map/),
    ]);
  });
});

describe("the rule in src/app/speed/shell-chunk.ts", () => {
  test("names only folders, files and packages that exist", () => {
    expect(ruleProblems(shell)).toEqual([]);
    const moved = {
      ...shell,
      shellChunk: { ...shell.shellChunk, folders: [...shell.shellChunk.folders, "src/lib/gone"] },
    };
    expect(ruleProblems(moved)).toEqual(["shellChunk.folders names src/lib/gone, which does not exist"]);
  });

  test("never puts what it lists as later in the shell", () => {
    const widened = {
      ...shell,
      shellChunk: { ...shell.shellChunk, packages: [...shell.shellChunk.packages, "viem"] },
    };
    expect(ruleProblems(widened)).toEqual([expect.stringMatching(/puts node_modules\/viem\/.* later/)]);
  });

  test("is the bundler's test: the shell's folders and packages, not the exceptions", () => {
    const { inShell } = shell;
    expect(inShell(join(process.cwd(), "src/lib/http.ts"))).toBe(true);
    expect(inShell(join(process.cwd(), "src/lib/wagmi/config.ts"))).toBe(false);
    expect(inShell(join(process.cwd(), "src/lib/safe-patterns.ts"))).toBe(false);
    expect(inShell(join(process.cwd(), "node_modules/valibot/dist/index.mjs"))).toBe(true);
    expect(inShell(join(process.cwd(), "node_modules/some-package/src/lib/x.js"))).toBe(false);
    expect(inShell(join(process.cwd(), "src/features/search/search-page.tsx"))).toBe(false);
  });
});

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

describe("watcherProblems", () => {
  const entry = { file: "assets/index-a.js", name: "index", bytes: 9_000, modules: ["src/main.tsx"] };
  const balance = {
    file: "assets/balance-b.js",
    name: "balance",
    bytes: 9_000,
    modules: ["src/app/routes/balance.tsx"],
  };
  const runnerChunk = (extra = []) => ({
    file: "assets/checkout-runner-entry-c.js",
    name: "checkout-runner-entry",
    bytes: 9_000,
    modules: [
      "src/features/topup/components/checkout-runner-entry.tsx",
      "src/features/topup/model/watch-worker-client.ts",
      ...extra,
    ],
  });
  const routes = [{ name: "balance", files: ["assets/index-a.js", "assets/balance-b.js"] }];

  test("the watcher in a lazy chunk only: no problem", () => {
    expect(watcherProblems([entry, balance, runnerChunk()], routes)).toEqual([]);
  });

  test("a watcher module in a route's initial chunk is named with the route", () => {
    const leaked = { ...balance, modules: [...balance.modules, "src/features/topup/model/deposit-scan.ts"] };
    expect(watcherProblems([entry, leaked, runnerChunk()], routes)).toEqual([
      expect.stringMatching(
        /^the balance page's initial chunk assets\/balance-b\.js holds src\/features\/topup\/model\/deposit-scan\.ts/,
      ),
    ]);
  });

  test("the runner imported statically by a route (its chunk among the route's) is caught", () => {
    const withRunner = [
      { name: "balance", files: [...(routes[0]?.files ?? []), "assets/checkout-runner-entry-c.js"] },
    ];
    expect(watcherProblems([entry, balance, runnerChunk()], withRunner)).toHaveLength(2);
  });

  test("a build without the runner's page half proves nothing, and says so", () => {
    expect(watcherProblems([entry, balance], routes)).toEqual([
      expect.stringMatching(/no chunk holds src\/features\/topup\/components\/checkout-runner-entry\.tsx/),
      expect.stringMatching(/no chunk holds src\/features\/topup\/model\/watch-worker-client\.ts/),
    ]);
  });
});

describe("inFlightProblems", () => {
  const entry = { file: "assets/index-a.js", name: "index", bytes: 9_000, modules: ["src/main.tsx"] };
  const page = (name, extra = []) => ({
    file: `assets/${name}-b.js`,
    name,
    bytes: 9_000,
    modules: [`src/app/routes/${name}.tsx`, ...extra],
  });
  const inFlight = {
    file: "assets/in-flight-entry-c.js",
    name: "in-flight-entry",
    bytes: 9_000,
    modules: ["src/features/topup/components/header-pending.tsx", "src/features/topup/model/invoice-book.ts"],
  };
  const routes = [
    { name: "balance", files: ["assets/index-a.js", "assets/balance-b.js"] },
    { name: "topup", files: ["assets/index-a.js", "assets/topup-b.js"] },
  ];
  const topup = page("topup", ["src/features/topup/model/invoice-book.ts"]);

  test("the notices in their lazy chunk, the top-up page holding the book: no problem", () => {
    expect(inFlightProblems([entry, page("balance"), topup, inFlight], routes)).toEqual([]);
  });

  test("the notices imported by the shell are named with every route but the top-up page", () => {
    const shell = { ...entry, modules: [...entry.modules, "src/features/topup/components/header-money.tsx"] };
    expect(inFlightProblems([shell, page("balance"), topup, inFlight], routes)).toEqual([
      expect.stringMatching(
        /^the balance page's initial chunk assets\/index-a\.js holds src\/features\/topup\/components\/header-money\.tsx/,
      ),
    ]);
  });

  test("a build without the notices proves nothing, and says so", () => {
    expect(inFlightProblems([entry, page("balance"), topup], routes)).toEqual([
      expect.stringMatching(/no chunk holds src\/features\/topup\/components\/header-pending\.tsx/),
    ]);
  });
});

describe("callRecordsProblems", () => {
  const entry = { file: "assets/index-a.js", name: "index", bytes: 9_000, modules: ["src/main.tsx"] };
  const balance = (extra = []) => ({
    file: "assets/balance-b.js",
    name: "balance",
    bytes: 9_000,
    modules: ["src/features/balance/components/balance-movement.tsx", ...extra],
  });
  const store = {
    file: "assets/call-records-c.js",
    name: "call-records",
    bytes: 9_000,
    modules: ["src/lib/call-records/call-records.ts", "src/lib/call-records/call-store.ts"],
  };
  const routes = [
    { name: "balance", files: ["assets/index-a.js", "assets/balance-b.js"] },
    { name: "tool", files: ["assets/index-a.js", "assets/tool-d.js"] },
    { name: "search", files: ["assets/index-a.js", "assets/call-records-c.js"] },
  ];

  test("the store in a chunk only other routes start with: no problem", () => {
    expect(callRecordsProblems([entry, balance(), store], routes)).toEqual([]);
  });

  test("the store's chunk among the balance page's initial chunks is named", () => {
    const statically = [
      { ...routes[0], files: [...(routes[0]?.files ?? []), store.file] },
      ...routes.slice(1),
    ];
    expect(callRecordsProblems([entry, balance(), store], statically)).toEqual([
      expect.stringMatching(
        /^the balance page's initial chunk assets\/call-records-c\.js holds src\/lib\/call-records\/call-records\.ts/,
      ),
      expect.stringMatching(/call-records-c\.js holds src\/lib\/call-records\/call-store\.ts/),
    ]);
  });

  test("the queries bundled into the balance page's own chunk are caught", () => {
    expect(
      callRecordsProblems([entry, balance(["src/lib/call-records/call-record-queries.ts"]), store], routes),
    ).toEqual([expect.stringMatching(/balance-b\.js holds src\/lib\/call-records\/call-record-queries\.ts/)]);
  });

  test("a build without the store, or without the route, proves nothing, and says so", () => {
    expect(callRecordsProblems([entry, balance()], routes)).toEqual([
      expect.stringMatching(/no chunk holds src\/lib\/call-records\/call-records\.ts/),
    ]);
    expect(callRecordsProblems([entry, balance(), store], routes.slice(1))).toEqual([
      expect.stringMatching(/no route named balance/),
    ]);
  });

  test("the store among the tool page's initial chunks is named with its reason", () => {
    const withStore = routes.map((route) =>
      route.name === "tool" ? { ...route, files: [...route.files, store.file] } : route,
    );
    expect(callRecordsProblems([entry, balance(), store], withStore)).toEqual([
      expect.stringMatching(
        /^the tool page's initial chunk assets\/call-records-c\.js holds .*call-records\.ts: its history comes with the form/,
      ),
      expect.stringMatching(
        /^the tool page's initial chunk assets\/call-records-c\.js holds .*call-store\.ts/,
      ),
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

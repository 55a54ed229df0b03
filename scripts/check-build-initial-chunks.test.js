// What a route's initial chunks may not hold (the deposit watcher, the money-in-flight notices, the call
// records' store): each loads after the first paint, and a static import would undo that unseen.
import { describe, expect, test } from "vitest";
import { callRecordsProblems, inFlightProblems, watcherProblems } from "./check-build.mjs";

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

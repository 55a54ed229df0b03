import { matchRoutes } from "react-router";
import { expect, test } from "vitest";
import { childPath, navigation, paths, routePatterns, routeTable, type RouteName } from "./paths";
import { routes } from "./router";

// Every source file of src/ as text (tests excluded: they may spell a URL to visit).
const sources = import.meta.glob<string>(
  ["/src/**/*.{ts,tsx}", "!/src/**/*.test.{ts,tsx}", "!/src/test/**"],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
);

const names = Object.keys(routePatterns) as RouteName[];
const firstSegments = [...new Set(names.map((name) => routePatterns[name].split("/")[1]))];

test("each route path is spelled in one source file only: src/app/paths.ts", () => {
  // A string or template literal that starts with one of the routes' first segments, e.g. "/plans",
  // `/tools/${…}` or "/search?entry=…".
  const literal = new RegExp(`["'\`]/(?:${firstSegments.join("|")})(?=["'\`/?#$])`, "g");
  const spelled = Object.entries(sources).flatMap(([file, text]) =>
    [...text.matchAll(literal)].map((match) => `${file}: ${match[0]}`),
  );
  expect(spelled.filter((hit) => !hit.startsWith("/src/app/paths.ts:"))).toEqual([]);
  expect(spelled.length).toBeGreaterThanOrEqual(names.length);
});

test("the table imports nothing, so Node (e2e, bench) can load it", () => {
  expect(sources["/src/app/paths.ts"]).not.toMatch(/^\s*import\s/m);
});

test("every pattern is a route of the router, and every builder lands on its own pattern", () => {
  const built: Record<RouteName, string> = {
    balance: paths.balance(),
    topup: paths.topup(),
    search: paths.search({ entry: "e 1" }),
    plans: paths.plans(),
    plan: paths.plan("plan/1"),
    tasks: paths.tasks(),
    task: paths.task("t?1"),
    tools: paths.tools({ vertical: "crypto" }),
    tool: paths.tool("coingecko_searchCoin", { vertical: "crypto" }),
    recipes: paths.recipes({ recipe: '{"steps":[]}' }),
    spending: paths.spending({ kind: "tool", tool: "a b" }),
    settings: paths.settings(),
  };
  for (const name of names) {
    const matched = matchRoutes(routes, built[name]) ?? [];
    expect(matched.at(-1)?.route.path, built[name]).toBe(childPath(name));
  }
});

test("builders encode ids and carry the query", () => {
  expect(paths.plan("a/b c")).toBe("/plans/a%2Fb%20c");
  expect(paths.task("t?1")).toBe("/tasks/t%3F1");
  expect(paths.search({ entry: "e 1" })).toBe("/search?entry=e+1");
  expect(paths.search()).toBe("/search");
  expect(paths.spending({ from: "2026-11-01", tool: "a&b" })).toBe("/spending?from=2026-11-01&tool=a%26b");
  expect(paths.tool("x y", { vertical: "crypto" })).toBe("/tools/x%20y?vertical=crypto");
  expect(paths.tool("t", { vertical: "crypto", input: '{"a":1}' })).toBe(
    "/tools/t?vertical=crypto&input=%7B%22a%22%3A1%7D",
  );
});

test("the navigation links the labelled routes in table order, each to a path without a parameter", () => {
  // The visible list of names is router.test.tsx's; here, what the links are built from.
  expect(navigation.map((entry) => entry.route)).toEqual(names.filter((name) => "nav" in routeTable[name]));
  expect(navigation.length).toBeGreaterThan(1);
  for (const entry of navigation) {
    expect(entry.path).toBe(routePatterns[entry.route]);
    expect(entry.path).not.toContain(":");
  }
});

/**
 * The dashboard's one route table: each page's path pattern (what the router matches), for a page of
 * the main navigation its label there (in this order), and below, a builder for links to it. A route's
 * code is `src/app/routes/<name>.tsx`: the router loads it by that name, and the build fails when it is
 * missing (scripts/vite/route-manifest.ts, which also hands the table to the server's preloads). The
 * navigation, every link and `navigate(...)`, e2e/routes.ts and the bench (scripts/bench/routes.mjs)
 * read it. It imports nothing, so Node and vite.config.ts can load it too, and any layer may import it
 * (scripts/lint/layers.js).
 */
export const routeTable = {
  balance: { pattern: "/balance", nav: "Balance" },
  topup: { pattern: "/topup", nav: "Top up" },
  search: { pattern: "/search", nav: "Search" },
  plans: { pattern: "/plans", nav: "Plans" },
  plan: { pattern: "/plans/:id" },
  tasks: { pattern: "/tasks", nav: "Tasks" },
  task: { pattern: "/tasks/:id" },
  tools: { pattern: "/tools", nav: "Tools" },
  tool: { pattern: "/tools/:toolName" },
  recipes: { pattern: "/recipes" },
  spending: { pattern: "/spending", nav: "Spending" },
  settings: { pattern: "/settings", nav: "Settings" },
} as const satisfies Record<string, { pattern: `/${string}`; nav?: string }>;

export type RouteName = keyof typeof routeTable;

const routeNames = Object.keys(routeTable) as RouteName[];

/** name → path pattern. */
export const routePatterns = Object.fromEntries(
  routeNames.map((name) => [name, routeTable[name].pattern]),
) as { readonly [Name in RouteName]: (typeof routeTable)[Name]["pattern"] };

/** The route "/" shows: the router redirects there, and the server preloads its code for "/". */
export const indexRoute: RouteName = "balance";

/** The main navigation's entries, in the table's order (routes with a `nav` label have no parameter). */
export const navigation: ReadonlyArray<{ route: RouteName; label: string; path: string }> =
  routeNames.flatMap((name) => {
    const route: { pattern: string; nav?: string } = routeTable[name];
    return route.nav === undefined ? [] : [{ route: name, label: route.nav, path: route.pattern }];
  });

type Query = Record<string, string | undefined>;

function build(pattern: string, params: Record<string, string> = {}, query?: Query): string {
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  const defined = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  const search = new URLSearchParams(defined).toString();
  return search ? `${path}?${search}` : path;
}

/** The pattern relative to the root route, as the router's children spell it ("plans/:id"). */
export const childPath = (name: RouteName): string => routePatterns[name].slice(1);

export const paths = {
  balance: () => routePatterns.balance,
  /** `invoice`: an invoice of the book to show (its row is scrolled to and focused). */
  topup: (query?: { invoice: string }) => build(routePatterns.topup, {}, query),
  /** `entry`: a search kept in history, reopened. */
  search: (query?: { entry: string }) => build(routePatterns.search, {}, query),
  plans: () => routePatterns.plans,
  plan: (id: string) => build(routePatterns.plan, { id }),
  tasks: () => routePatterns.tasks,
  task: (id: string) => build(routePatterns.task, { id }),
  tools: (query?: { vertical: string }) => build(routePatterns.tools, {}, query),
  /** `vertical` travels along so the page asks one listing; `input` is a shared call's JSON input. */
  tool: (toolName: string, query?: { vertical: string; input?: string }) =>
    build(routePatterns.tool, { toolName }, query),
  /** `recipe`: a shared recipe, its JSON export (plan step format, never a key). */
  recipes: (query?: { recipe: string }) => build(routePatterns.recipes, {}, query),
  /** Filters travel in the URL: `from`/`to` as YYYY-MM-DD (local days), `kind`, `tool`, `open` (a call's id). */
  spending: (query?: SpendingQuery) => build(routePatterns.spending, {}, query ? { ...query } : undefined),
  settings: () => routePatterns.settings,
};

export interface SpendingQuery {
  from?: string;
  to?: string;
  kind?: string;
  tool?: string;
  open?: string;
}

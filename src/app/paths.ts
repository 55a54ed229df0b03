/**
 * The dashboard's one route table: each page's path pattern (what the router matches) and a builder
 * for links to it. The router, the navigation, every link and `navigate(...)`, e2e/routes.ts and the
 * bench (scripts/bench/routes.mjs) read it. It imports nothing, so Node can load it too, and any layer
 * may import it (scripts/lint/house-rules.js). The server's preload table may not import src/:
 * e2e/preload.spec.ts opens every pattern here and fails when that table misses one.
 */
export const routePatterns = {
  balance: "/balance",
  topup: "/topup",
  search: "/search",
  plans: "/plans",
  plan: "/plans/:id",
  tasks: "/tasks",
  task: "/tasks/:id",
  tools: "/tools",
  tool: "/tools/:toolName",
  spending: "/spending",
  settings: "/settings",
} as const;

export type RouteName = keyof typeof routePatterns;

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
  topup: () => routePatterns.topup,
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

// The route table of the dashboard; the bench runs under tsx (scripts/bench.mjs), so it loads as is.
import { paths } from "../../src/app/paths.ts";

/** The main routes; the tool route opens a tool every account can see. */
export const ALL_ROUTES = [
  { id: "balance", path: paths.balance() },
  { id: "topup", path: paths.topup() },
  { id: "search", path: paths.search() },
  { id: "plans", path: paths.plans() },
  { id: "tools", path: paths.tools() },
  { id: "tool", path: paths.tool("coingecko_getPortfolioValue", { vertical: "crypto" }) },
  { id: "settings", path: paths.settings() },
  { id: "spending", path: paths.spending() },
];

/** `BENCH_ROUTES=balance,tool` narrows the Lighthouse step while iterating. */
const chosen = (process.env.BENCH_ROUTES ?? "").split(",").filter(Boolean);
export const ROUTES = chosen.length ? ALL_ROUTES.filter((route) => chosen.includes(route.id)) : ALL_ROUTES;

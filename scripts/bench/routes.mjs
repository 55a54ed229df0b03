/** The main routes; `/tools/<tool>` opens a tool every account can see. */
export const ALL_ROUTES = [
  { id: "balance", path: "/balance" },
  { id: "topup", path: "/topup" },
  { id: "search", path: "/search" },
  { id: "plans", path: "/plans" },
  { id: "tools", path: "/tools" },
  { id: "tool", path: "/tools/coingecko_getPortfolioValue?vertical=crypto" },
  { id: "settings", path: "/settings" },
];

/** `BENCH_ROUTES=balance,tool` narrows the Lighthouse step while iterating. */
const chosen = (process.env.BENCH_ROUTES ?? "").split(",").filter(Boolean);
export const ROUTES = chosen.length ? ALL_ROUTES.filter((route) => chosen.includes(route.id)) : ALL_ROUTES;

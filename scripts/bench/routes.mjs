/** The main routes; `/tools/<tool>` opens a tool every account can see. */
export const ROUTES = [
  { id: "balance", path: "/balance" },
  { id: "topup", path: "/topup" },
  { id: "search", path: "/search" },
  { id: "plans", path: "/plans" },
  { id: "tools", path: "/tools" },
  { id: "tool", path: "/tools/coingecko_getPortfolioValue?vertical=crypto" },
  { id: "settings", path: "/settings" },
];

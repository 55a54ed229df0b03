// Token Terminal's tools (project fundamentals, trending contracts), one provider per file;
// defi.ts splices them back into the catalogue's order.
import { marketSectors, tokenTerminalProjects } from "./entities.ts";
import { A, CTX, N, O, S, capitalize, defineProduction, nullable, p } from "./define.ts";
import { known } from "./known-entity.ts";

export const tokenTerminalTools = [
  ...(["getDeveloperMetrics", "getProjectValuationRatios", "getTokenMetricsForProject"] as const).map((op) =>
    defineProduction<{ project: string; days?: number }>({
      name: `tokenterminal_${op}`,
      verticals: ["crypto"],
      description: {
        getDeveloperMetrics: "A project's developer activity per day: active developers and code commits.",
        getProjectValuationRatios:
          "A project's valuation ratios: price to sales, price to fees, market cap over TVL.",
        getTokenMetricsForProject:
          "A project's token metrics: price, market cap, fully diluted value, holders.",
      }[op],
      price: 2,
      params: {
        project: p.str("Token Terminal project id, e.g. uniswap", { minLength: 1 }),
        ...(op === "getDeveloperMetrics"
          ? { days: p.int("Days", { minimum: 1, maximum: 365, default: 30 }) }
          : {}),
      },
      required: ["project"],
      output: { context: CTX, data: A({ type: "object", additionalProperties: true }), projectName: S },
      sample: { project: "uniswap", ...(op === "getDeveloperMetrics" ? { days: 7 } : {}) },
      run({ project, days }, g) {
        const name = known("project", tokenTerminalProjects, project);
        const n = days ?? 1;
        const data = Array.from({ length: n }, (_, i) => {
          const date = g.day(n - 1 - i);
          if (op === "getDeveloperMetrics")
            return { date, activeDevelopers: g.int(5, 300), codeCommits: g.int(10, 900) };
          if (op === "getProjectValuationRatios")
            return {
              date,
              priceToSales: g.num(2, 300),
              priceToFees: g.num(1, 120),
              marketCapToTvl: g.num(0.1, 5),
            };
          return {
            date,
            price: g.num(0.5, 4000),
            marketCap: g.int(1e8, 4e11),
            fullyDilutedValue: g.int(1e8, 5e11),
            holders: g.int(1e4, 5e6),
          };
        });
        return {
          context: `${capitalize(name)}: ${op.replace(/^get/, "")} for ${n} day(s).`,
          data,
          projectName: name,
        };
      },
    }),
  ),
  defineProduction<{ limit: number; marketSector: string; sortBy: string }>({
    name: "tokenterminal_getTrendingContractsByMarketSector",
    verticals: ["crypto"],
    description: "Smart contracts gaining the most users or fees in a market sector.",
    price: 2,
    params: {
      limit: p.limit(50, 10),
      marketSector: p.str("Market sector", { enum: [...marketSectors] }),
      sortBy: p.str("Order", { enum: ["fees", "users", "transactions"], default: "users" }),
    },
    required: ["marketSector"],
    output: {
      context: CTX,
      marketSector: S,
      trendingContracts: A(O({ address: S, project: nullable(S), chain: S, value: N, changePct: N })),
    },
    sample: { limit: 5, marketSector: "defi", sortBy: "fees" },
    run({ limit, marketSector, sortBy }, g) {
      const trendingContracts = Array.from({ length: limit }, () => ({
        address: `0x${g.hex(20)}`,
        project: g.next() < 0.7 ? g.pick(tokenTerminalProjects) : null,
        chain: g.pick(["ethereum", "base", "arbitrum", "optimism", "polygon"]),
        value: g.int(100, 5e6),
        changePct: g.num(5, 900),
      })).sort((a, b) => b.value - a.value);
      return {
        context: `${limit} trending ${marketSector} contracts by ${sortBy}.`,
        marketSector,
        trendingContracts,
      };
    },
  }),
];

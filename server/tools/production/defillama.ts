// DefiLlama's tools (TVL, stablecoins, perps, narratives, raises, active users), one provider per file;
// defi.ts splices them back into the catalogue's order.
import { defiChains, defiProtocols, narratives, stablecoins } from "./entities.ts";
import { A, CTX, I, N, O, S, capitalize, defineProduction, p, unknownEntity } from "./define.ts";
import { known } from "./known-entity.ts";

const PERIODS = ["7d", "30d", "90d", "180d", "365d"];

export const defillamaTools = [
  defineProduction<{ baseAssetSymbol: string }>({
    name: "defillama_getAssetPerps",
    verticals: ["crypto"],
    description: "Perpetual futures markets on an asset across venues: open interest, funding, volume.",
    price: 2,
    params: { baseAssetSymbol: p.str("Base asset symbol, e.g. BTC", { minLength: 1, maxLength: 12 }) },
    required: ["baseAssetSymbol"],
    output: {
      baseAssetSymbol: S,
      context: CTX,
      perps: A(O({ venue: S, market: S, openInterestUsd: N, fundingRate: N, volume24hUsd: N })),
      totalPerps: I,
    },
    sample: { baseAssetSymbol: "BTC" },
    run({ baseAssetSymbol }, g, { data }) {
      const symbol = baseAssetSymbol.trim().toUpperCase();
      if (!data.coins.some((c) => c.symbol.toUpperCase() === symbol))
        throw unknownEntity(
          "asset symbol",
          baseAssetSymbol,
          data.coins.slice(0, 20).map((c) => c.symbol.toUpperCase()),
        );
      const venues = ["Hyperliquid", "Binance", "Bybit", "OKX", "dYdX", "GMX"];
      const perps = g.sample(venues, g.int(3, venues.length)).map((venue) => ({
        venue,
        market: `${symbol}-PERP`,
        openInterestUsd: g.int(5e6, 8e9),
        fundingRate: g.num(-0.0005, 0.0008, 6),
        volume24hUsd: g.int(1e7, 2e10),
      }));
      return {
        baseAssetSymbol: symbol,
        context: `${perps.length} perpetual markets on ${symbol}.`,
        perps,
        totalPerps: perps.length,
      };
    },
  }),
  defineProduction<{ period: string }>({
    name: "defillama_getNarrativePerformance",
    verticals: ["crypto"],
    description: "Performance of crypto narratives (AI, Meme, RWA, DeFi…) over a period.",
    price: 2,
    params: { period: p.str("Period", { enum: PERIODS, default: "30d" }) },
    required: [],
    output: {
      context: CTX,
      endDate: S,
      narrativePerformance: A(O({ narrative: S, returnPct: N })),
      period: S,
      startDate: S,
      timeSeriesLength: I,
    },
    sample: { period: "30d" },
    run({ period }, g) {
      const days = Number(period.replace("d", ""));
      const narrativePerformance = narratives
        .map((narrative) => ({ narrative, returnPct: g.num(-40, 60) }))
        .sort((a, b) => b.returnPct - a.returnPct);
      return {
        context: `Over ${period}, ${narrativePerformance[0]?.narrative ?? ""} led the narratives.`,
        endDate: g.day(0),
        narrativePerformance,
        period,
        startDate: g.day(days),
        timeSeriesLength: days,
      };
    },
  }),
  defineProduction<{ protocol: string }>({
    name: "defillama_getProtocolTvl",
    verticals: ["crypto"],
    description: "A DeFi protocol's total value locked now, in USD (DefiLlama slug, e.g. aave).",
    price: 1,
    params: { protocol: p.str("DefiLlama protocol slug", { minLength: 1, maxLength: 60 }) },
    required: ["protocol"],
    output: { context: CTX, currentTVL: N, protocol: S },
    sample: { protocol: "aave" },
    run({ protocol }, g) {
      const slug = known("protocol", defiProtocols, protocol);
      const currentTVL = g.int(5e8, 4e10);
      return {
        context: `${slug} holds $${currentTVL.toLocaleString("en-US")} in TVL.`,
        currentTVL,
        protocol: slug,
      };
    },
  }),
  defineProduction<{ chain: string }>({
    name: "defillama_getStableCoinDominanceByChain",
    verticals: ["crypto"],
    description: "Stablecoins circulating on a chain and the share of each.",
    price: 1,
    params: { chain: p.str("Chain name, e.g. Ethereum", { minLength: 1 }) },
    required: ["chain"],
    output: {
      chain: S,
      context: CTX,
      date: S,
      stablecoinBreakdown: A(O({ symbol: S, circulatingUSD: N, dominancePct: N })),
      topStablecoin: S,
      totalCirculatingUSD: N,
    },
    sample: { chain: "Ethereum" },
    run({ chain }, g) {
      const name = known("chain", defiChains, chain);
      const amounts = stablecoins.map((symbol) => ({ symbol, circulatingUSD: g.int(1e7, 8e10) }));
      const total = amounts.reduce((s, a) => s + a.circulatingUSD, 0);
      const stablecoinBreakdown = amounts
        .map((a) => ({ ...a, dominancePct: Number(((a.circulatingUSD / total) * 100).toFixed(2)) }))
        .sort((a, b) => b.circulatingUSD - a.circulatingUSD);
      const top = stablecoinBreakdown[0]?.symbol ?? "";
      return {
        chain: name,
        context: `${top} dominates stablecoins on ${name}.`,
        date: g.day(0),
        stablecoinBreakdown,
        topStablecoin: top,
        totalCirculatingUSD: total,
      };
    },
  }),
  defineProduction<{ chainOrProtocolName: string }>({
    name: "defillama_searchChainOrProtocolActiveUsers",
    verticals: ["crypto"],
    description: "Daily active users of a chain or a protocol over the last 30 days.",
    price: 2,
    params: { chainOrProtocolName: p.str("Chain or protocol, e.g. Base or uniswap", { minLength: 1 }) },
    required: ["chainOrProtocolName"],
    output: { activeUsersData: A(O({ date: S, activeUsers: I })), context: CTX },
    sample: { chainOrProtocolName: "Base" },
    run({ chainOrProtocolName }, g) {
      const names = [...defiChains, ...defiProtocols];
      const name = known("chain or protocol", names, chainOrProtocolName);
      const counts = g.walk(30, g.int(2e4, 2e6), 6, 0);
      return {
        activeUsersData: counts.map((activeUsers, i) => ({ date: g.day(29 - i), activeUsers })),
        context: `${name} had ${counts.at(-1)} active users on the last day.`,
      };
    },
  }),
  defineProduction<{ limit: number; sortBy: string }>({
    name: "defillama_searchFoundingRaises",
    verticals: ["crypto", "company"],
    description: "Recent crypto funding rounds: project, round, amount, lead investors.",
    price: 2,
    params: { limit: p.limit(50, 10), sortBy: p.str("Order", { enum: ["date", "amount"], default: "date" }) },
    required: [],
    output: {
      context: CTX,
      raises: A(O({ name: S, round: S, amountUsd: N, date: S, leadInvestors: A(S), category: S })),
    },
    sample: { limit: 5, sortBy: "amount" },
    run({ limit, sortBy }, g) {
      const investors = [
        "a16z crypto",
        "Paradigm",
        "Coinbase Ventures",
        "Pantera Capital",
        "Polychain Capital",
        "Multicoin Capital",
      ];
      const raises = Array.from({ length: limit }, (_, i) => ({
        name: `${capitalize(g.pick(["nova", "zeta", "orbit", "kite", "lumen", "flux"]))} ${g.pick(["Labs", "Protocol", "Network", "Finance"])}`,
        round: g.pick(["Seed", "Series A", "Series B", "Strategic"]),
        amountUsd: g.int(1, 120) * 500_000,
        date: g.day(i * 2 + g.int(0, 1)),
        leadInvestors: g.sample(investors, g.int(1, 2)),
        category: g.pick(["DeFi", "Infrastructure", "Gaming", "AI", "RWA"]),
      }));
      if (sortBy === "amount") raises.sort((a, b) => b.amountUsd - a.amountUsd);
      return { context: `${raises.length} recent raises, by ${sortBy}.`, raises };
    },
  }),
];

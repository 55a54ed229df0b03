import {
  defiChains,
  defiProtocols,
  ensNames,
  marketSectors,
  narratives,
  stablecoins,
  tokenTerminalProjects,
} from "./entities.ts";
import { A, CTX, I, N, O, S, capitalize, defineProduction, nullable, p, unknownEntity } from "./define.ts";

function known<T extends string>(kind: string, list: readonly T[], value: string): T {
  const found = list.find((x) => x.toLowerCase() === value.trim().toLowerCase());
  if (found === undefined) throw unknownEntity(kind, value, list);
  return found;
}

const PERIODS = ["7d", "30d", "90d", "180d", "365d"];

export const defiTools = [
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
  defineProduction<{ dayInterval: number }>({
    name: "dune_ethereumDailyActiveUser",
    verticals: ["crypto"],
    description: "Ethereum's daily active addresses over the last N days (Dune query).",
    price: 2,
    params: { dayInterval: p.int("Days", { minimum: 1, maximum: 365, default: 30 }) },
    required: [],
    output: { context: CTX, dailyActiveUsers: A(O({ date: S, activeUsers: I })) },
    sample: { dayInterval: 7 },
    run({ dayInterval }, g) {
      const values = g.walk(dayInterval, 420_000, 5, 0);
      return {
        context: `Ethereum daily active addresses, ${dayInterval} days; latest ${values.at(-1)}.`,
        dailyActiveUsers: values.map((activeUsers, i) => ({ date: g.day(dayInterval - 1 - i), activeUsers })),
      };
    },
  }),
  defineProduction<{ dayInterval: number }>({
    name: "dune_openseaDailyVolume",
    verticals: ["crypto"],
    description: "OpenSea's daily trading volume in USD over the last N days (Dune query).",
    price: 2,
    params: { dayInterval: p.int("Days", { minimum: 1, maximum: 365, default: 30 }) },
    required: [],
    output: { context: CTX, dailyVolumes: A(O({ date: S, volumeUsd: N, trades: I })) },
    sample: { dayInterval: 7 },
    run({ dayInterval }, g) {
      const values = g.walk(dayInterval, 4_800_000, 12, 0);
      return {
        context: `OpenSea daily volume, ${dayInterval} days; latest $${values.at(-1)}.`,
        dailyVolumes: values.map((volumeUsd, i) => ({
          date: g.day(dayInterval - 1 - i),
          volumeUsd,
          trades: g.int(8000, 60000),
        })),
      };
    },
  }),
  defineProduction<{ wallet: string }>({
    name: "cielo_retrieveRelatedWallets",
    verticals: ["crypto"],
    description: "Wallets that often transact with a given wallet, with how often and how much.",
    price: 3,
    params: { wallet: p.address() },
    required: ["wallet"],
    output: {
      context: CTX,
      relatedWallets: A(O({ address: S, interactions: I, volumeUsd: N })),
      walletAddress: S,
    },
    sample: { wallet: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045" },
    run({ wallet }, g) {
      const relatedWallets = Array.from({ length: g.int(3, 8) }, () => ({
        address: `0x${g.hex(20)}`,
        interactions: g.int(2, 300),
        volumeUsd: g.int(100, 5e6),
      })).sort((a, b) => b.interactions - a.interactions);
      return {
        context: `${relatedWallets.length} wallets interact with ${wallet}.`,
        relatedWallets,
        walletAddress: wallet,
      };
    },
  }),
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
  defineProduction<{ ensName: string }>({
    name: "utils_getEnsAddress",
    verticals: ["crypto"],
    description: "Resolve an ENS name (e.g. vitalik.eth) to its Ethereum address.",
    price: 1,
    params: { ensName: p.str("ENS name ending in .eth", { pattern: "^[a-z0-9.-]+\\.eth$" }) },
    required: ["ensName"],
    output: { ethereumAddress: S },
    sample: { ensName: "vitalik.eth" },
    run({ ensName }) {
      const address = ensNames.get(ensName.toLowerCase());
      if (address === undefined) throw unknownEntity("ENS name", ensName, [...ensNames.keys()]);
      return { ethereumAddress: address };
    },
  }),
];

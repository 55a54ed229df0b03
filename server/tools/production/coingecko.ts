import type { Coin } from "../../data/types.ts";
import { A, CTX, I, N, O, S, defineProduction, nullable, p, unknownEntity, type Gen } from "./define.ts";

const COIN_ID = p.str("CoinGecko coin id, as coingecko_searchCoin returns it (e.g. bitcoin)", {
  minLength: 1,
  maxLength: 80,
});

function coinById(coins: readonly Coin[], id: string): Coin {
  const coin = coins.find((c) => c.id === id.trim().toLowerCase());
  if (coin === undefined)
    throw unknownEntity(
      "coin id",
      id,
      coins.map((c) => c.id),
    );
  return coin;
}

const RATE: Record<string, number> = { usd: 1, eur: 0.92, gbp: 0.79, btc: 1 / 67321.45, eth: 1 / 3512.08 };
const priceIn = (coin: Coin, currency: string) => Number(coin.priceUsd) * (RATE[currency] ?? 1);
const round = (n: number) => Number(n.toPrecision(6));

function ohlc(g: Gen, price: number, points: number): number[][] {
  const closes = g.walk(points, price, 3, 8);
  return closes.map((close, i) => {
    const open = i === 0 ? close : (closes[i - 1] ?? close);
    const high = Math.max(open, close) * (1 + g.next() * 0.02);
    const low = Math.min(open, close) * (1 - g.next() * 0.02);
    return [Date.parse(g.day(points - 1 - i)), round(open), round(high), round(low), round(close)];
  });
}

export const coingeckoTools = [
  defineProduction<{ coinId: string; currency: string; days: number }>({
    name: "coingecko_getCoinHistoricalMarketData",
    verticals: ["crypto"],
    description: "Daily price, market cap and volume of a coin over the last N days, in a currency.",
    price: 2,
    params: {
      coinId: COIN_ID,
      currency: p.currency(),
      days: p.int("Days of history", { minimum: 1, maximum: 365, default: 30 }),
    },
    required: ["coinId"],
    output: { marketData: O({ prices: A(A(N)), marketCaps: A(A(N)), totalVolumes: A(A(N)) }), context: CTX },
    sample: { coinId: "bitcoin", currency: "usd", days: 7 },
    run({ coinId, currency, days }, g, { data }) {
      const coin = coinById(data.coins, coinId);
      const prices = g.walk(days, priceIn(coin, currency), 2.5, 8).map(round);
      const supply = Number(coin.circulatingSupply);
      const at = (i: number) => Date.parse(g.day(days - 1 - i));
      return {
        marketData: {
          prices: prices.map((v, i) => [at(i), v]),
          marketCaps: prices.map((v, i) => [at(i), Math.round(v * supply)]),
          totalVolumes: prices.map((v, i) => [at(i), Math.round(v * supply * g.num(0.01, 0.08, 4))]),
        },
        context: `${coin.name} over ${days} days in ${currency.toUpperCase()}: from ${prices[0]} to ${prices.at(-1)}.`,
      };
    },
  }),
  defineProduction<{ coinId: string; currency: string; priceChangePercentage: string }>({
    name: "coingecko_getCoinMarketData",
    verticals: ["crypto"],
    description:
      "A coin's market extremes in a currency: all-time high and low, 24 h low, with its name and logo.",
    price: 1,
    params: {
      coinId: COIN_ID,
      currency: p.currency(),
      priceChangePercentage: p.str("Price-change windows, comma-separated (1h,24h,7d,30d,1y)", {
        pattern: "^[0-9a-z,]+$",
        default: "24h",
      }),
    },
    required: ["coinId"],
    output: {
      ath: N,
      atl: N,
      id: S,
      image: S,
      low24h: N,
      name: S,
    },
    sample: { coinId: "ethereum", currency: "usd", priceChangePercentage: "24h,7d" },
    run({ coinId, currency }, g, { data }) {
      const coin = coinById(data.coins, coinId);
      const price = round(priceIn(coin, currency));
      return {
        ath: round(price * g.num(1.05, 3)),
        atl: round(price * g.num(0.001, 0.4, 4)),
        id: coin.id,
        image: `https://assets.coingecko.com/coins/images/${g.int(1, 40000)}/large/${coin.id}.png`,
        low24h: round(price * g.num(0.93, 0.995, 4)),
        name: coin.name,
      };
    },
  }),
  defineProduction<{ coinId: string; currency: string; days: string }>({
    name: "coingecko_getCoinOhlc",
    verticals: ["crypto"],
    description: "Open, high, low and close candles of a coin: [timestamp ms, open, high, low, close].",
    price: 2,
    params: {
      coinId: COIN_ID,
      currency: p.currency(),
      days: p.str("Window", { enum: ["1", "7", "14", "30", "90", "180", "365"], default: "7" }),
    },
    required: ["coinId"],
    output: { context: CTX, ohlcData: A(A(N)) },
    sample: { coinId: "solana", currency: "usd", days: "7" },
    run({ coinId, currency, days }, g, { data }) {
      const coin = coinById(data.coins, coinId);
      const ohlcData = ohlc(g, priceIn(coin, currency), Number(days));
      return {
        context: `${ohlcData.length} daily candles of ${coin.name} in ${currency.toUpperCase()}.`,
        ohlcData,
      };
    },
  }),
  defineProduction<{ currency: string; days: string }>({
    name: "coingecko_getGlobalMarketCapChart",
    verticals: ["crypto"],
    description: "Total crypto market capitalisation per day over a window.",
    price: 2,
    params: {
      currency: p.currency(),
      days: p.str("Window in days", { enum: ["1", "7", "14", "30", "90", "180", "365"], default: "30" }),
    },
    required: [],
    output: { context: CTX, marketCap: A(O({ date: S, value: N })) },
    sample: { currency: "usd", days: "30" },
    run({ currency, days }, g) {
      const n = Number(days);
      const values = g.walk(n, 2.45e12 * (RATE[currency] ?? 1), 1.5, 0);
      return {
        context: `Global market cap over ${n} days in ${currency.toUpperCase()}, last ${values.at(-1)}.`,
        marketCap: values.map((value, i) => ({ date: g.day(n - 1 - i), value })),
      };
    },
  }),
  defineProduction<{ coinId: string; limit: number }>({
    name: "coingecko_getPublicCompanyHoldings",
    verticals: ["crypto", "company"],
    description: "Public companies holding bitcoin or ether in treasury, largest first.",
    price: 2,
    params: {
      coinId: p.str("bitcoin or ethereum", { enum: ["bitcoin", "ethereum"] }),
      limit: p.limit(50, 10),
    },
    required: ["coinId"],
    output: {
      companies: A(O({ name: S, symbol: S, country: S, totalHoldings: N, totalValueUsd: N })),
      context: CTX,
      marketCapDominance: N,
      totalHoldings: N,
      totalValueUsd: N,
    },
    sample: { coinId: "bitcoin", limit: 5 },
    run({ coinId, limit }, g, { data }) {
      const coin = coinById(data.coins, coinId);
      const holders =
        coinId === "bitcoin"
          ? [
              "Strategy:MSTR.US:US",
              "MARA Holdings:MARA.US:US",
              "Tesla:TSLA.US:US",
              "Coinbase Global:COIN.US:US",
              "Metaplanet:3350.T:JP",
              "Block:XYZ.US:US",
            ]
          : [
              "BitMine Immersion:BMNR.US:US",
              "SharpLink Gaming:SBET.US:US",
              "Bit Digital:BTBT.US:US",
              "Coinbase Global:COIN.US:US",
            ];
      const price = Number(coin.priceUsd);
      let amount = coinId === "bitcoin" ? 600_000 : 2_000_000;
      const companies = holders.slice(0, limit).map((row) => {
        const [name = "", symbol = "", country = ""] = row.split(":");
        amount = Math.round(amount * g.num(0.08, 0.6));
        return { name, symbol, country, totalHoldings: amount, totalValueUsd: Math.round(amount * price) };
      });
      const totalHoldings = companies.reduce((s, c) => s + c.totalHoldings, 0);
      return {
        companies,
        context: `${companies.length} public companies hold ${totalHoldings} ${coin.symbol.toUpperCase()}.`,
        marketCapDominance: Number(((totalHoldings / Number(coin.circulatingSupply)) * 100).toFixed(3)),
        totalHoldings,
        totalValueUsd: Math.round(totalHoldings * price),
      };
    },
  }),
  defineProduction<{ currency: string; duration: string; limit: number }>({
    name: "coingecko_getTopGainersAndLosers",
    verticals: ["crypto"],
    description: "The coins that rose and fell most over a duration, among the top coins by market cap.",
    price: 2,
    params: {
      currency: p.currency(),
      duration: p.str("Window", { enum: ["1h", "24h", "7d", "14d", "30d", "60d", "1y"], default: "24h" }),
      limit: p.limit(30, 10),
    },
    required: [],
    output: {
      context: CTX,
      topGainers: A(O({ id: S, name: S, symbol: S, price: N, priceChangePercentage: N })),
      topLosers: A(O({ id: S, name: S, symbol: S, price: N, priceChangePercentage: N })),
    },
    sample: { currency: "usd", duration: "24h", limit: 5 },
    run({ currency, duration, limit }, g, { data }) {
      const moved = data.coins.slice(0, 60).map((c) => ({
        id: c.id,
        name: c.name,
        symbol: c.symbol,
        price: round(priceIn(c, currency)),
        priceChangePercentage: g.num(-35, 35),
      }));
      moved.sort((a, b) => b.priceChangePercentage - a.priceChangePercentage);
      const topGainers = moved.slice(0, limit);
      const topLosers = moved.slice(-limit).reverse();
      return {
        context: `Over ${duration}: ${topGainers[0]?.name ?? "none"} rose most, ${topLosers[0]?.name ?? "none"} fell most.`,
        topGainers,
        topLosers,
      };
    },
  }),
  defineProduction<Record<string, never>>({
    name: "coingecko_getTrendingCoins",
    verticals: ["crypto"],
    description: "The coins most searched on CoinGecko in the last 24 hours.",
    price: 1,
    params: {},
    required: [],
    output: {
      coins: A(O({ id: S, name: S, symbol: S, marketCapRank: nullable(I), score: I })),
      context: CTX,
    },
    sample: {},
    run(_input, g, { data }) {
      const coins = g.sample(data.coins.slice(0, 80), 7).map((c, score) => ({
        id: c.id,
        name: c.name,
        symbol: c.symbol,
        marketCapRank: c.marketCapRank,
        score,
      }));
      return { coins, context: `Trending: ${coins.map((c) => c.name).join(", ")}.` };
    },
  }),
];

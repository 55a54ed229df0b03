// Xverse's Bitcoin tools (address history, Ordinals, runes): they share Bitcoin-only inputs and lookups,
// so they live apart from the Ethereum wallet tools; wallets.ts lists them first, as before.
import { ordinalsCollections, runes } from "./entities.ts";
import { A, B, CTX, I, N, O, S, defineProduction, nullable, p, unknownEntity } from "./define.ts";

const BTC_ADDRESS = p.str("A Bitcoin address (bc1…, 1… or 3…)", {
  pattern: "^(bc1|[13])[a-zA-HJ-NP-Z0-9]{25,62}$",
});
const PERIOD = p.str("Window", { enum: ["1h", "6h", "24h", "7d", "30d", "all"], default: "24h" });

function collection(text: string) {
  const q = text.trim().toLowerCase();
  const found = ordinalsCollections().find((c) => c.symbol === q || c.id === q || c.name.toLowerCase() === q);
  if (found === undefined)
    throw unknownEntity(
      "Ordinals collection",
      text,
      ordinalsCollections().map((c) => c.symbol),
    );
  return found;
}

export const bitcoinTools = [
  defineProduction<{ address: string; limit: number }>({
    name: "xverse_getBitcoinTransactionHistory",
    verticals: ["crypto"],
    description: "Recent Bitcoin transactions of an address: txid, time, amount in BTC, confirmations.",
    price: 2,
    params: { address: BTC_ADDRESS, limit: p.limit(50, 10) },
    required: ["address"],
    output: {
      context: CTX,
      transactions: A(O({ txid: S, blockTime: S, amountBtc: N, direction: S, confirmations: I })),
    },
    sample: { address: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh", limit: 5 },
    run({ address, limit }, g) {
      const transactions = Array.from({ length: limit }, (_, i) => ({
        txid: g.hex(32),
        blockTime: `${g.day(i * 3 + g.int(0, 2))}T${String(g.int(0, 23)).padStart(2, "0")}:${String(g.int(0, 59)).padStart(2, "0")}:00Z`,
        amountBtc: g.num(0.0001, 2.5, 8),
        direction: g.pick(["in", "out"]),
        confirmations: g.int(1, 5000) + i * 400,
      }));
      return { context: `${transactions.length} recent transactions of ${address}.`, transactions };
    },
  }),
  defineProduction<{ symbol: string }>({
    name: "xverse_getOrdinalsCollectionBySymbol",
    verticals: ["crypto"],
    description: "An Ordinals collection by its symbol: supply, floor price, holders, volume.",
    price: 1,
    params: { symbol: p.str("Collection symbol, e.g. nodemonkes", { minLength: 1 }) },
    required: ["symbol"],
    output: {
      collection: O({ id: S, name: S, symbol: S, supply: I, floorPriceBtc: N, holders: I, volume24hBtc: N }),
      context: CTX,
    },
    sample: { symbol: "nodemonkes" },
    run({ symbol }, g) {
      const c = collection(symbol);
      const out = {
        id: c.id,
        name: c.name,
        symbol: c.symbol,
        supply: g.int(3000, 20000),
        floorPriceBtc: g.num(0.005, 0.3, 5),
        holders: g.int(1500, 9000),
        volume24hBtc: g.num(0.5, 40),
      };
      return {
        collection: out,
        context: `${c.name}: floor ${out.floorPriceBtc} BTC, ${out.holders} holders.`,
      };
    },
  }),
  defineProduction<{ collectionId: string; limit: number }>({
    name: "xverse_getOrdinalsCollectionTopHolders",
    verticals: ["crypto"],
    description: "The largest holders of an Ordinals collection, by number of inscriptions held.",
    price: 2,
    params: {
      collectionId: p.str("Collection id, e.g. nodemonkes", { minLength: 1 }),
      limit: p.limit(100, 10),
    },
    required: ["collectionId"],
    output: {
      collectionId: S,
      context: CTX,
      holders: A(O({ address: S, count: I })),
      limit: I,
      offset: I,
      totalHolders: I,
    },
    sample: { collectionId: "bitcoin-puppets", limit: 5 },
    run({ collectionId, limit }, g) {
      const c = collection(collectionId);
      let count = g.int(80, 400);
      const holders = Array.from({ length: limit }, () => ({
        address: `bc1p${g.hex(29)}`,
        count: (count = Math.max(1, Math.round(count * g.num(0.5, 0.95)))),
      }));
      return {
        collectionId: c.id,
        context: `Top ${limit} holders of ${c.name}.`,
        holders,
        limit,
        offset: 0,
        totalHolders: g.int(1500, 9000),
      };
    },
  }),
  defineProduction<{ runeId: string }>({
    name: "xverse_getRunePrice",
    verticals: ["crypto"],
    description: "A rune's price history and its etching terms (amount, cap, mint window, turbo).",
    price: 1,
    params: { runeId: p.str("Rune id block:tx, e.g. 840000:3", { pattern: "^\\d+:\\d+$" }) },
    required: ["runeId"],
    output: {
      amount: S,
      cap: S,
      chain: S,
      mint: O({ start: nullable(I), end: nullable(I), mintable: B }),
      prices: A(O({ date: S, priceSats: N })),
      turbo: B,
    },
    sample: { runeId: "840000:3" },
    run({ runeId }, g) {
      const rune = runes().find((r) => r.id === runeId);
      if (rune === undefined)
        throw unknownEntity(
          "rune id",
          runeId,
          runes().map((r) => `${r.id} (${r.name})`),
        );
      const values = g.walk(7, g.num(0.01, 2000, 4), 6, 4);
      return {
        amount: String(g.int(1, 10000)),
        cap: String(g.int(0, 1000000)),
        chain: "bitcoin",
        mint: { start: 840000, end: null, mintable: false },
        prices: values.map((priceSats, i) => ({ date: g.day(6 - i), priceSats })),
        turbo: g.next() < 0.5,
      };
    },
  }),
  defineProduction<{ limit: number; period: string }>({
    name: "xverse_getTopOrdinalsCollectionsByVolume",
    verticals: ["crypto"],
    description: "Ordinals collections with the most trading volume over a period.",
    price: 2,
    params: { limit: p.limit(50, 10), period: PERIOD },
    required: [],
    output: {
      collections: A(O({ id: S, name: S, volumeBtc: N, floorPriceBtc: N })),
      context: CTX,
      period: S,
      totalCollections: I,
    },
    sample: { limit: 5, period: "7d" },
    run({ limit, period }, g) {
      const collections = ordinalsCollections()
        .map((c) => ({
          id: c.id,
          name: c.name,
          volumeBtc: g.num(1, 400),
          floorPriceBtc: g.num(0.005, 0.3, 5),
        }))
        .sort((a, b) => b.volumeBtc - a.volumeBtc)
        .slice(0, limit);
      return {
        collections,
        context: `${collections[0]?.name ?? ""} leads Ordinals volume over ${period}.`,
        period,
        totalCollections: collections.length,
      };
    },
  }),
  defineProduction<{ limit: number; timePeriod: string }>({
    name: "xverse_getTopRunesByVolume",
    verticals: ["crypto"],
    description: "Runes with the most trading volume over a period.",
    price: 2,
    params: { limit: p.limit(50, 10), timePeriod: PERIOD },
    required: [],
    output: {
      context: CTX,
      runes: A(O({ runeId: S, name: S, volumeBtc: N, priceSats: N })),
      timePeriod: S,
      totalRunes: I,
    },
    sample: { limit: 5, timePeriod: "24h" },
    run({ limit, timePeriod }, g) {
      const list = runes()
        .map((r) => ({
          runeId: r.id,
          name: r.name,
          volumeBtc: g.num(0.5, 300),
          priceSats: g.num(0.01, 2000, 4),
        }))
        .sort((a, b) => b.volumeBtc - a.volumeBtc)
        .slice(0, limit);
      return {
        context: `${list[0]?.name ?? ""} leads runes volume over ${timePeriod}.`,
        runes: list,
        timePeriod,
        totalRunes: list.length,
      };
    },
  }),
];

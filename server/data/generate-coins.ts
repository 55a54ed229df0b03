import { getAddress } from "viem";
import {
  decimalFromNumber,
  divDecimal,
  formatDecimal,
  mulDecimal,
  parseDecimal,
  truncateDecimal,
} from "../tools/decimal.ts";
import {
  COIN_SEEDS,
  LOCAL_TEST_TOKEN,
  LOCAL_TEST_TOKEN_ADDRESS,
  NAME_PARTS,
  SYNTHETIC_CATEGORIES,
  SYNTHETIC_PLATFORMS,
  type CoinSeed,
} from "./coin-seeds.ts";
import type { Rng } from "./prng.ts";
import type { Coin } from "./types.ts";

const SYNTHETIC_COUNT = 94;

function syntheticSeeds(rng: Rng, taken: Set<string>): CoinSeed[] {
  const seeds: CoinSeed[] = [];
  while (seeds.length < SYNTHETIC_COUNT) {
    const stem = `${rng.pick(NAME_PARTS.first)}${rng.pick(NAME_PARTS.second)}`;
    const name = `${stem}${rng.pick(NAME_PARTS.suffix)}`;
    const id = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const symbol = stem.slice(0, rng.int(3, 4)).toLowerCase();
    if (taken.has(id) || taken.has(`symbol:${symbol}`)) continue;
    taken.add(id).add(`symbol:${symbol}`);
    // Market cap first, so synthetic coins stay below the well-known majors (1M to 2B USD).
    const cap = parseDecimal(`${rng.int(1000, 1999)}${"0".repeat(rng.int(3, 6))}`);
    const price = parseDecimal(`${rng.int(1000, 9999)}`) / 10n ** BigInt(rng.int(3, 10));
    const priceText = formatDecimal(price, 10);
    const supply = divDecimal(cap, parseDecimal(priceText)) / 10n ** 18n;
    const isToken = rng.next() < 0.6;
    seeds.push({
      id,
      name,
      symbol,
      priceUsd: priceText,
      supply: supply.toString(),
      categories: rng.sample(SYNTHETIC_CATEGORIES, rng.int(1, 3)),
      genesisDate: `${rng.int(2014, 2025)}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`,
      platforms: isToken ? rng.sample(SYNTHETIC_PLATFORMS, rng.int(1, 4)) : [],
    });
  }
  return seeds;
}

function toCoin(rng: Rng, seed: CoinSeed): Omit<Coin, "marketCapRank"> {
  const marketCap = mulDecimal(parseDecimal(seed.priceUsd), parseDecimal(seed.supply));
  const volume = mulDecimal(marketCap, parseDecimal(`0.${String(rng.int(5, 300)).padStart(3, "0")}`));
  const change = rng.int(-1500, 1500);
  const platforms: Record<string, string> = {};
  for (const platform of seed.platforms) {
    platforms[platform] = platform === "anvil" ? LOCAL_TEST_TOKEN_ADDRESS : getAddress(`0x${rng.hex(20)}`);
  }
  const category = seed.categories[0] ?? "Cryptocurrency";
  return {
    id: seed.id,
    name: seed.name,
    symbol: seed.symbol,
    priceUsd: seed.priceUsd,
    marketCapUsd: truncateDecimal(marketCap),
    totalVolumeUsd: truncateDecimal(volume),
    circulatingSupply: seed.supply,
    priceChange24hPct: formatDecimal(decimalFromNumber(change / 100), 2),
    categories: seed.categories,
    genesisDate: seed.genesisDate,
    homepage: `https://www.${seed.id.replace(/-/g, "")}.org`,
    description: `${seed.name} (${seed.symbol.toUpperCase()}) is listed under ${category}.`,
    platforms,
  };
}

export function generateCoins(rng: Rng): Coin[] {
  const taken = new Set<string>();
  for (const seed of COIN_SEEDS) taken.add(seed.id).add(`symbol:${seed.symbol}`);
  taken.add(LOCAL_TEST_TOKEN.id);
  const seeds = [...COIN_SEEDS, LOCAL_TEST_TOKEN, ...syntheticSeeds(rng, taken)];
  const coins = seeds.map((seed) => toCoin(rng, seed));
  coins.sort((a, b) => {
    const diff = BigInt(b.marketCapUsd) - BigInt(a.marketCapUsd);
    return diff === 0n ? a.id.localeCompare(b.id) : diff > 0n ? 1 : -1;
  });
  return coins.map(({ id, name, symbol, ...rest }, index) => ({
    id,
    name,
    symbol,
    marketCapRank: index + 1,
    ...rest,
  }));
}

// Protocols, chains, tokens, Bitcoin collections and names that the DeFi and wallet tools recognise.
import { lazy, rows } from "./entities-table.ts";

export const defiProtocols = [
  "aave",
  "lido",
  "uniswap",
  "makerdao",
  "eigenlayer",
  "curve-dex",
  "compound-finance",
  "pendle",
  "ethena",
  "jito",
  "gmx",
  "hyperliquid",
] as const;

export const defiChains = [
  "Ethereum",
  "Solana",
  "Tron",
  "BSC",
  "Arbitrum",
  "Base",
  "Polygon",
  "Optimism",
  "Avalanche",
  "Bitcoin",
] as const;

export const stablecoins = ["USDT", "USDC", "DAI", "USDe", "FDUSD", "PYUSD"] as const;

export const narratives = ["AI", "Meme", "RWA", "DeFi", "Layer 1", "Layer 2", "Gaming", "DePIN"] as const;

export const tokenTerminalProjects = [
  "ethereum",
  "solana",
  "bitcoin",
  "uniswap",
  "aave",
  "lido-finance",
  "arbitrum",
  "optimism",
  "polygon",
  "maker",
  "gmx",
  "chainlink",
] as const;

export const marketSectors = ["defi", "layer-1", "layer-2", "nft", "gaming", "stablecoins"] as const;

// symbol | name | id
export const ordinalsCollections = lazy(() =>
  rows(`
nodemonkes | NodeMonkes | nodemonkes
bitcoin-puppets | Bitcoin Puppets | bitcoin-puppets
omb | Ordinal Maxi Biz | omb
quantum_cats | Quantum Cats | quantum_cats
runestone | Runestone | runestone
bitmap | Bitmap | bitmap
`).map(([symbol, name, id]) => ({ symbol: symbol ?? "", name: name ?? "", id: id ?? "" })),
);

// rune id | spaced name | symbol
export const runes = lazy(() =>
  rows(`
840000:3 | DOG•GO•TO•THE•MOON | 🐕
840000:28 | RSIC•GENESIS•RUNE | ⧈
840000:41 | PUPS•WORLD•PEACE | ☮
840000:22 | SATOSHI•NAKAMOTO | 丰
840000:45 | BILLION•DOLLAR•CAT | 🐱
`).map(([id, name, symbol]) => ({ id: id ?? "", name: name ?? "", symbol: symbol ?? "" })),
);

export const ensNames = new Map([
  ["vitalik.eth", "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045"],
  ["nick.eth", "0xb8c2C29ee19D8307cb7255e1Cd9CbDE883A267d5"],
]);

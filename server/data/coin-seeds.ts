/**
 * Well-known coins with plausible (not live) prices and supplies; the generator adds synthetic
 * coins around them so the dataset has realistic size without pretending to be market data.
 */
export interface CoinSeed {
  id: string;
  name: string;
  symbol: string;
  priceUsd: string;
  supply: string;
  categories: string[];
  genesisDate: string | null;
  /** Native coins have no contract addresses; tokens get addresses on these platforms. */
  platforms: string[];
}

const EVM = ["ethereum", "base", "arbitrum-one", "optimistic-ethereum", "polygon-pos"];

// id | name | symbol | price USD | circulating supply | genesis date | categories (;) | platforms (; or EVM)
const TABLE = `
bitcoin | Bitcoin | btc | 67321.45 | 19765431 | 2009-01-03 | Layer 1 (L1);Proof of Work (PoW) | 
ethereum | Ethereum | eth | 3512.08 | 120198765 | 2015-07-30 | Layer 1 (L1);Smart Contract Platform | 
tether | Tether | usdt | 1.0002 | 118765432109 |  | Stablecoins | EVM
binancecoin | BNB | bnb | 587.31 | 145887575 | 2017-07-08 | Layer 1 (L1);Exchange-based Tokens | ethereum
solana | Solana | sol | 171.92 | 465123987 | 2020-03-16 | Layer 1 (L1);Smart Contract Platform | 
usd-coin | USDC | usdc | 0.9998 | 34567891234 | 2018-09-26 | Stablecoins | EVM
ripple | XRP | xrp | 0.5231 | 55432109876 |  | Layer 1 (L1);Payments | 
dogecoin | Dogecoin | doge | 0.1587 | 145123456789 | 2013-12-08 | Meme;Proof of Work (PoW) | 
cardano | Cardano | ada | 0.4512 | 35678901234 | 2017-09-23 | Layer 1 (L1);Smart Contract Platform | 
tron | TRON | trx | 0.1219 | 87432109876 | 2017-09-13 | Layer 1 (L1) | 
avalanche-2 | Avalanche | avax | 35.67 | 394321987 | 2020-09-21 | Layer 1 (L1);Smart Contract Platform | 
chainlink | Chainlink | link | 17.43 | 587099970 | 2017-09-16 | Oracle | EVM
wrapped-bitcoin | Wrapped Bitcoin | wbtc | 67298.11 | 154321 | 2019-01-30 | Wrapped-Tokens | EVM
polkadot | Polkadot | dot | 7.21 | 1432198765 | 2020-08-19 | Layer 0 (L0) | 
uniswap | Uniswap | uni | 9.87 | 600483073 | 2020-09-17 | Decentralized Exchange (DEX);Governance | EVM
dai | Dai | dai | 1.0001 | 5365921456 | 2019-11-18 | Stablecoins | EVM
litecoin | Litecoin | ltc | 83.45 | 74876543 | 2011-10-07 | Proof of Work (PoW);Payments | 
aave | Aave | aave | 94.12 | 14812345 | 2020-10-02 | Lending/Borrowing;Governance | EVM
arbitrum | Arbitrum | arb | 1.08 | 2653000000 | 2023-03-23 | Layer 2 (L2);Governance | ethereum;arbitrum-one
optimism | Optimism | op | 2.45 | 1093000000 | 2022-05-31 | Layer 2 (L2);Governance | optimistic-ethereum
pepe | Pepe | pepe | 0.00000987 | 420690000000000 | 2023-04-14 | Meme | ethereum
shiba-inu | Shiba Inu | shib | 0.00002312 | 589260000000000 | 2020-08-01 | Meme | ethereum
maker | Maker | mkr | 2543.9 | 925123 | 2017-12-19 | Lending/Borrowing;Governance | ethereum
lido-dao | Lido DAO | ldo | 2.13 | 890123456 | 2020-12-17 | Liquid Staking;Governance | ethereum;arbitrum-one;optimistic-ethereum
the-graph | The Graph | grt | 0.2876 | 9543210987 | 2020-12-17 | Infrastructure | ethereum;arbitrum-one
matic-network | Polygon | matic | 0.7123 | 9876543210 | 2019-04-28 | Layer 2 (L2) | ethereum;polygon-pos
`;

function parseRow(row: string): CoinSeed {
  const [
    id = "",
    name = "",
    symbol = "",
    priceUsd = "",
    supply = "",
    genesis = "",
    categories = "",
    platforms = "",
  ] = row.split("|").map((cell) => cell.trim());
  const list = (cell: string) => (cell === "" ? [] : cell.split(";"));
  return {
    id,
    name,
    symbol,
    priceUsd,
    supply,
    categories: list(categories),
    genesisDate: genesis === "" ? null : genesis,
    platforms: platforms === "EVM" ? EVM : list(platforms),
  };
}

export const COIN_SEEDS: CoinSeed[] = TABLE.trim().split("\n").map(parseRow);

/** The TestUSD token the local stack deploys; listed so planners can go from symbol to the local chain. */
export const LOCAL_TEST_TOKEN: CoinSeed = {
  id: "test-usd",
  name: "TestUSD",
  symbol: "usdc",
  priceUsd: "1",
  supply: "1000000",
  categories: ["Stablecoins", "Test Tokens"],
  genesisDate: "2026-01-01",
  platforms: ["anvil"],
};
export const LOCAL_TEST_TOKEN_ADDRESS = "0x5FbDB2315678afecb367f032d93F642f64180aa3";

export const SYNTHETIC_PLATFORMS = [...EVM, "binance-smart-chain", "avalanche"];
export const SYNTHETIC_CATEGORIES = [
  "Decentralized Finance (DeFi)",
  "Gaming (GameFi)",
  "Artificial Intelligence (AI)",
  "Real World Assets (RWA)",
  "Decentralized Exchange (DEX)",
  "Lending/Borrowing",
  "Infrastructure",
  "Meme",
  "Oracle",
  "Privacy Coins",
  "Yield Aggregator",
  "NFT",
  "Metaverse",
  "Storage",
  "Bridge",
];
export const NAME_PARTS = {
  first: [
    "Aur",
    "Bel",
    "Cor",
    "Dex",
    "Eth",
    "Flux",
    "Gal",
    "Hel",
    "Ion",
    "Jun",
    "Kal",
    "Lum",
    "Mer",
    "Nov",
    "Orb",
    "Pyr",
    "Qua",
    "Rho",
    "Sol",
    "Ter",
    "Umb",
    "Vor",
    "Wav",
    "Xen",
    "Yot",
    "Zen",
  ],
  second: ["ora", "ix", "eon", "ium", "ara", "os", "yx", "ent", "ica", "aro", "une", "ith"],
  suffix: ["", " Protocol", " Network", " Finance", " Chain", " Swap", " AI", " DAO", " Labs", " Token"],
};

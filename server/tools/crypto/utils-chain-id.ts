import { input, int, output, str } from "../schema-parts.ts";
import { defineTool, ToolRunError } from "../types.ts";

interface Chain {
  blockchain: string;
  name: string;
  chainId: number;
  nativeSymbol: string;
  platformId: string | null;
  aliases: string[];
}

export const CHAINS: readonly Chain[] = [
  {
    blockchain: "ethereum",
    name: "Ethereum Mainnet",
    chainId: 1,
    nativeSymbol: "ETH",
    platformId: "ethereum",
    aliases: ["eth", "mainnet"],
  },
  { blockchain: "base", name: "Base", chainId: 8453, nativeSymbol: "ETH", platformId: "base", aliases: [] },
  {
    blockchain: "arbitrum",
    name: "Arbitrum One",
    chainId: 42161,
    nativeSymbol: "ETH",
    platformId: "arbitrum-one",
    aliases: ["arbitrum-one", "arb"],
  },
  {
    blockchain: "optimism",
    name: "OP Mainnet",
    chainId: 10,
    nativeSymbol: "ETH",
    platformId: "optimistic-ethereum",
    aliases: ["op", "optimistic-ethereum"],
  },
  {
    blockchain: "polygon",
    name: "Polygon PoS",
    chainId: 137,
    nativeSymbol: "POL",
    platformId: "polygon-pos",
    aliases: ["matic", "polygon-pos"],
  },
  {
    blockchain: "bsc",
    name: "BNB Smart Chain",
    chainId: 56,
    nativeSymbol: "BNB",
    platformId: "binance-smart-chain",
    aliases: ["bnb", "binance-smart-chain", "binance"],
  },
  {
    blockchain: "avalanche",
    name: "Avalanche C-Chain",
    chainId: 43114,
    nativeSymbol: "AVAX",
    platformId: "avalanche",
    aliases: ["avax"],
  },
  {
    blockchain: "gnosis",
    name: "Gnosis",
    chainId: 100,
    nativeSymbol: "XDAI",
    platformId: null,
    aliases: ["xdai"],
  },
  { blockchain: "linea", name: "Linea", chainId: 59144, nativeSymbol: "ETH", platformId: null, aliases: [] },
  {
    blockchain: "zksync",
    name: "ZKsync Era",
    chainId: 324,
    nativeSymbol: "ETH",
    platformId: null,
    aliases: ["zksync-era"],
  },
  {
    blockchain: "sepolia",
    name: "Sepolia",
    chainId: 11155111,
    nativeSymbol: "ETH",
    platformId: null,
    aliases: [],
  },
  {
    blockchain: "anvil",
    name: "Anvil (local)",
    chainId: 31337,
    nativeSymbol: "ETH",
    platformId: "anvil",
    aliases: ["local", "localhost", "foundry"],
  },
];

export function findChain(nameOrAlias: string): Chain | undefined {
  const q = nameOrAlias.trim().toLowerCase();
  return CHAINS.find((c) => c.blockchain === q || c.name.toLowerCase() === q || c.aliases.includes(q));
}

export const getBlockchainChainId = defineTool<{ blockchainName: string }>({
  name: "utils_getBlockchainChainId",
  vertical: "crypto",
  description: "Resolve a blockchain name or alias (e.g. 'arbitrum', 'bsc', 'local') to its EVM chain id.",
  price: 1,
  // Production's parameter name (production-tools-seen.md); its output keys come first below.
  inputSchema: input(
    { blockchainName: str("Blockchain name or alias, e.g. Arbitrum", { minLength: 1, maxLength: 40 }) },
    ["blockchainName"],
  ),
  outputSchema: output(
    {
      blockchainName: str("The name as asked"),
      blockchain: str("Canonical blockchain name"),
      name: str("Display name"),
      chainId: int("EVM chain id", { minimum: 1 }),
      nativeSymbol: str("Symbol of the native coin"),
      coingeckoPlatformId: {
        type: ["string", "null"],
        description: "Platform id for coingecko_getCoinInfoForPlatform",
      },
    },
    ["blockchainName", "blockchain", "name", "chainId", "nativeSymbol", "coingeckoPlatformId"],
  ),
  run({ blockchainName: blockchain }) {
    const chain = findChain(blockchain);
    if (chain === undefined) {
      throw new ToolRunError(
        `Unknown blockchain "${blockchain}"; known: ${CHAINS.map((c) => c.blockchain).join(", ")}`,
      );
    }
    return Promise.resolve({
      blockchainName: blockchain,
      blockchain: chain.blockchain,
      name: chain.name,
      chainId: chain.chainId,
      nativeSymbol: chain.nativeSymbol,
      coingeckoPlatformId: chain.platformId,
      context: `${chain.name} has chain id ${chain.chainId}; its native coin is ${chain.nativeSymbol}.`,
    });
  },
});

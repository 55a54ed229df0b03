import { bool, evmAddress, input, object, output, str } from "../schema-parts.ts";
import { defineTool, ToolRunError } from "../types.ts";
import { coinDetail, coinDetailSchema, describeCoin, type DetailOptions } from "./coin-detail.ts";
import { findCoin, PLATFORM_IDS } from "./coin-view.ts";
import { findChain } from "./utils-chain-id.ts";
import type { Coin } from "../../data/types.ts";

export const getCoinInfo = defineTool<{ coinId: string; include?: Partial<DetailOptions> }>({
  name: "coingecko_getCoinInfo",
  vertical: "crypto",
  description:
    "Get a coin's profile by id: categories, homepage, market data and contract addresses per platform.",
  price: 2,
  inputSchema: input(
    {
      coinId: str("Coin id as returned by coingecko_searchCoin, e.g. chainlink", { pattern: "^[a-z0-9-]+$" }),
      include: object(
        {
          marketData: bool("Include price, market cap and volume", { default: true }),
          platforms: bool("Include contract addresses per platform", { default: true }),
          description: bool("Include the text description", { default: false }),
        },
        [],
        "Which parts of the profile to return",
      ),
    },
    ["coinId"],
  ),
  outputSchema: output({ coin: coinDetailSchema }, ["coin"]),
  run({ coinId, include }, { data }) {
    const coin = findCoin(data.coins, coinId);
    const options = { marketData: true, platforms: true, description: false, ...include };
    return Promise.resolve({ coin: coinDetail(coin, options), context: describeCoin(coin) });
  },
});

type PlatformInput = {
  platformId?: string;
  contractAddress?: string;
  coinId?: string;
  platformName?: string;
};

/**
 * Two questions under one name: production's (a coin id and a platform name → the coin's contract
 * there, production-tools-seen.md) and this sandbox's first one (a contract on a platform → the coin).
 */
export const getCoinInfoForPlatform = defineTool<PlatformInput>({
  name: "coingecko_getCoinInfoForPlatform",
  vertical: "crypto",
  description:
    "A coin's contract on a platform (coinId + platformName), or the coin behind a contract address (platformId + contractAddress).",
  price: 2,
  inputSchema: input(
    {
      coinId: str("Coin id, e.g. chainlink (with platformName)", { pattern: "^[a-z0-9-]+$" }),
      platformName: str("Platform (chain) name, e.g. ethereum or Arbitrum (with coinId)", { minLength: 1 }),
      platformId: str("Platform (chain) id (with contractAddress)", { enum: [...PLATFORM_IDS] }),
      contractAddress: evmAddress,
    },
    [],
  ),
  outputSchema: output(
    {
      coin: coinDetailSchema,
      platformInfo: object(
        {
          platformId: str("Platform id"),
          contractAddress: evmAddress,
          decimalPlaces: { type: "integer", minimum: 0 },
        },
        ["platformId", "contractAddress", "decimalPlaces"],
      ),
    },
    ["coin", "platformInfo"],
  ),
  run({ platformId, contractAddress, coinId, platformName }, { data }) {
    const detailOf = (coin: Coin) =>
      coinDetail(coin, { marketData: true, platforms: true, description: false });
    if (coinId !== undefined && platformName !== undefined) {
      const coin = findCoin(data.coins, coinId);
      const platform = findChain(platformName)?.platformId ?? platformName.trim().toLowerCase();
      const address = coin.platforms[platform];
      if (address === undefined) {
        const known = Object.keys(coin.platforms);
        throw new ToolRunError(
          `${coin.name} has no contract on "${platformName}"; ${known.length > 0 ? `it is on: ${known.join(", ")}` : "it is a native coin"}.`,
        );
      }
      const platformInfo = { platformId: platform, contractAddress: address, decimalPlaces: 18 };
      return Promise.resolve({
        coin: detailOf(coin),
        platformInfo,
        context: `${coin.name} on ${platform} is the contract ${address}.`,
      });
    }
    if (platformId === undefined || contractAddress === undefined)
      throw new ToolRunError("Give coinId and platformName, or platformId and contractAddress.");
    const wanted = contractAddress.toLowerCase();
    const coin = data.coins.find((c) => c.platforms[platformId]?.toLowerCase() === wanted);
    if (coin === undefined)
      throw new ToolRunError(`No coin has contract ${contractAddress} on ${platformId}`);
    return Promise.resolve({
      coin: detailOf(coin),
      platformInfo: { platformId, contractAddress, decimalPlaces: 18 },
      context: `${contractAddress} on ${platformId} is ${describeCoin(coin)}`,
    });
  },
});

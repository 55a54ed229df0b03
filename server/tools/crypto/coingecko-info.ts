import { bool, evmAddress, input, object, output, str } from "../schema-parts.ts";
import { defineTool, ToolRunError } from "../types.ts";
import { coinDetail, coinDetailSchema, describeCoin, type DetailOptions } from "./coin-detail.ts";
import { findCoin, PLATFORM_IDS } from "./coin-view.ts";

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

export const getCoinInfoForPlatform = defineTool<{ platformId: string; contractAddress: string }>({
  name: "coingecko_getCoinInfoForPlatform",
  vertical: "crypto",
  description: "Identify the coin behind a token contract address on a given platform (chain).",
  price: 2,
  inputSchema: input(
    {
      platformId: str("Platform (chain) id", { enum: [...PLATFORM_IDS] }),
      contractAddress: evmAddress,
    },
    ["platformId", "contractAddress"],
  ),
  outputSchema: output({ coin: coinDetailSchema }, ["coin"]),
  run({ platformId, contractAddress }, { data }) {
    const wanted = contractAddress.toLowerCase();
    const coin = data.coins.find((c) => c.platforms[platformId]?.toLowerCase() === wanted);
    if (coin === undefined)
      throw new ToolRunError(`No coin has contract ${contractAddress} on ${platformId}`);
    const detail = coinDetail(coin, { marketData: true, platforms: true, description: false });
    return Promise.resolve({
      coin: detail,
      context: `${contractAddress} on ${platformId} is ${describeCoin(coin)}`,
    });
  },
});

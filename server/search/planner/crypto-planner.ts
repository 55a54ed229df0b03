import type { Coin } from "../../data/types.ts";
import { LOCAL_CHAIN_ID } from "../../tools/crypto/local-chain.ts";

/** The coin whose balance is the connected chain's native one (anvil's ETH). */
const LOCAL_NATIVE_COIN = "ethereum";
import { findChain } from "../../tools/crypto/utils-chain-id.ts";
import { commonEntities, type CommonEntities } from "./common-entities.ts";
import {
  categoryMention,
  chainMentions,
  coinMentions,
  holdings,
  type CoinMention,
} from "./crypto-entities.ts";
import { counted, DraftBuilder, failed, possessive, ref, template, type Draft } from "./draft.ts";
import { planCryptoScreen, wantsScreen } from "./crypto-screen.ts";

const WANTS_PRICE =
  /\b(price|prices|worth|cost|costs|trading|quote|how much|market ?cap|compare|vs|versus|value)\b/i;
/** Asks for the profile even next to a price word; "what is" alone only when no price is asked. */
const WANTS_INFO =
  /\b(tell me about|info|information|profile|contracts?|address(es)?|platforms?|deployed|homepage|website|categor(y|ies)|launch(ed)?|genesis|describe|description|details)\b/i;

/** Each coin is looked up by the words the user wrote; later steps read its id from the search. */
function searchCoins(b: DraftBuilder, mentions: readonly CoinMention[]): number[] {
  return mentions.map((m) =>
    b.add(
      "coingecko_searchCoin",
      { query: m.text, limit: 1 },
      `Find the coin id for "${m.text}" (${m.coin.name}).`,
    ),
  );
}

function chainStep(b: DraftBuilder, chain: string): number {
  return b.add(
    "utils_getBlockchainChainId",
    { blockchainName: chain },
    `Resolve "${chain}" to its chain id and platform id.`,
  );
}

function planTransactions(b: DraftBuilder, e: CommonEntities, chains: string[]): Draft {
  const chain = chains[0];
  const chainId = chain === undefined ? LOCAL_CHAIN_ID : ref(chainStep(b, chain), "chainId");
  for (const hash of e.txHashes) {
    b.add(
      "chain_getTransaction",
      { hash, chainId },
      `Look up transaction ${hash.slice(0, 10)}… and its token transfers.`,
    );
  }
  return b.done(
    `The query names ${counted(e.txHashes.length, "transaction hash", "transaction hashes")}; each is looked up on chain.`,
  );
}

function planAddress(
  b: DraftBuilder,
  query: string,
  e: CommonEntities,
  chains: string[],
  coins: CoinMention[],
  coinsData: readonly Coin[],
): Draft {
  const [address, second] = e.addresses as [string, ...string[]];
  if (/\bholders?\b/i.test(query)) {
    b.add(
      "dunesim_getTokenHolders",
      { tokenAddress: address, chainId: LOCAL_CHAIN_ID, limit: e.count ?? 10 },
      "Rank the token's holders from its Transfer events.",
    );
    return b.done("The query asks for the holders of a token contract.");
  }
  if (/\b(which|what)\s+(token|coin)\b|\bidentify\b|\bcontract\b/i.test(query)) {
    const chain = chains[0];
    const platformId = chain === undefined ? "ethereum" : ref(chainStep(b, chain), "coingeckoPlatformId");
    b.add(
      "coingecko_getCoinInfoForPlatform",
      { platformId, contractAddress: address },
      "Identify the coin behind this contract address.",
    );
    return b.done(
      `The query asks which coin a contract address belongs to${chain ? ` on ${chain}` : " (Ethereum assumed)"}.`,
    );
  }
  if (second !== undefined) {
    b.add(
      "chain_getBalance",
      { address, token: second, chainId: LOCAL_CHAIN_ID },
      "Read the address's token balance.",
    );
    return b.done(
      "The query names a wallet address and a token contract; that balance is read on the connected chain.",
    );
  }
  // "ETH and USDC balance": one read per coin named. The native coin needs no contract; another coin
  // is read through its contract on the connected chain, and one without such a contract is said.
  const read: string[] = [];
  const unreadable: string[] = [];
  for (const m of coins) {
    // "USDC" is USD Coin, which has no contract here; the local stack's token shares its symbol.
    const token =
      m.coin.platforms.anvil ??
      coinsData.find((c) => c.symbol === m.coin.symbol && c.platforms.anvil !== undefined)?.platforms.anvil;
    if (m.coin.id === LOCAL_NATIVE_COIN) {
      b.add(
        "chain_getBalance",
        { address, token: null, chainId: LOCAL_CHAIN_ID },
        `Read the address's ${m.coin.symbol.toUpperCase()} (native) balance.`,
      );
      read.push(m.coin.symbol.toUpperCase());
    } else if (token !== undefined) {
      b.add(
        "chain_getBalance",
        { address, token, chainId: LOCAL_CHAIN_ID },
        `Read the address's ${m.coin.symbol.toUpperCase()} balance.`,
      );
      read.push(m.coin.symbol.toUpperCase());
    } else {
      unreadable.push(m.coin.name);
    }
  }
  if (read.length === 0) {
    b.add(
      "chain_getBalance",
      { address, token: null, chainId: LOCAL_CHAIN_ID },
      "Read the address's native balance.",
    );
    read.push("native");
  }
  const missing =
    unreadable.length > 0
      ? ` ${unreadable.join(", ")} ${unreadable.length === 1 ? "has" : "have"} no contract on the connected chain, so ${unreadable.length === 1 ? "its" : "their"} balance cannot be read.`
      : "";
  return b.done(
    `The query names a wallet address; its ${read.join(" and ")} balance${read.length === 1 ? " is" : "s are"} read on the connected chain.${missing}`,
  );
}

function planNativeCoin(b: DraftBuilder, chain: string, e: CommonEntities): Draft {
  const chainIdx = chainStep(b, chain);
  const search = b.add(
    "coingecko_searchCoin",
    { query: template("{0}", [ref(chainIdx, "nativeSymbol")]), limit: 1 },
    "Find the native coin by the symbol the chain lookup returns.",
  );
  b.add(
    "coingecko_getCoinPrice",
    { coinIds: [ref(search, "coins.0.id")], vsCurrency: e.vsCurrency, includeMarketCap: false },
    "Price the native coin.",
  );
  return b.done(
    `The query asks about the native coin of ${chain}: chain lookup, then coin search, then price.`,
  );
}

function planPortfolio(b: DraftBuilder, held: ReturnType<typeof holdings>, e: CommonEntities): Draft {
  const searches = searchCoins(
    b,
    held.map((h) => h.mention),
  );
  const positions = held.map((h, i) => ({ coinId: ref(searches[i] ?? 0, "coins.0.id"), amount: h.amount }));
  b.add(
    "coingecko_getPortfolioValue",
    { holdings: positions, vsCurrency: e.vsCurrency },
    "Value the holdings at current prices.",
  );
  return b.done(`The query gives amounts of ${counted(held.length, "coin")}; they are valued together.`);
}

function planCoins(b: DraftBuilder, query: string, coins: CoinMention[], e: CommonEntities): Draft {
  const price = WANTS_PRICE.test(query);
  const info = WANTS_INFO.test(query) || !price;
  const searches = searchCoins(b, coins);
  if (price) {
    const coinIds = searches.map((s) => ref(s, "coins.0.id"));
    const includeMarketCap = /market ?cap|compare|\bvs\b|versus/i.test(query);
    b.add(
      "coingecko_getCoinPrice",
      { coinIds, vsCurrency: e.vsCurrency, includeMarketCap },
      "Fetch current prices for the coins found.",
    );
  }
  if (info) {
    const description = /\b(what is|what's|describe|description|about)\b/i.test(query);
    searches.forEach((s, i) => {
      const name = coins[i]?.coin.name ?? "the coin";
      b.add(
        "coingecko_getCoinInfo",
        { coinId: ref(s, "coins.0.id"), include: { marketData: true, platforms: true, description } },
        `Get ${possessive(name)} profile and contract addresses.`,
      );
    });
  }
  const names = coins.map((m) => m.coin.name).join(", ");
  return b.done(
    `Recognized ${names}; ${[price && "prices", info && "profiles"].filter(Boolean).join(" and ")} requested.`,
  );
}

/** Turns a crypto question into tool steps; the first matching rule wins, most specific first. */
export function planCrypto(query: string, coinsData: readonly Coin[]): Draft {
  const b = new DraftBuilder();
  const e = commonEntities(query);
  const chains = chainMentions(query);
  // "on arbitrum" names the chain, not the Arbitrum coin.
  const coins = coinMentions(query, coinsData).filter(
    (m) => !(findChain(m.text) && /\b(?:on|chain|network)\s+(?:the\s+)?$/i.test(query.slice(0, m.index))),
  );
  if (e.txHashes.length > 0) return planTransactions(b, e, chains);
  if (e.addresses.length > 0) return planAddress(b, query, e, chains, coins, coinsData);
  const chain = chains[0];
  if (chain !== undefined && /\bnative\s+(coin|token|currency|asset)\b/i.test(query))
    return planNativeCoin(b, chain, e);
  const screen = wantsScreen(query) || categoryMention(query) !== null;
  if (chains.length > 0 && (/\bchain ?ids?\b/i.test(query) || (coins.length === 0 && !screen))) {
    chains.forEach((c) => chainStep(b, c));
    return b.done(`The query asks about ${chains.join(", ")}; each is resolved to its chain id.`);
  }
  const held = holdings(query, coins);
  if (held.length > 0) return planPortfolio(b, held, e);
  if (coins.length > 0) return planCoins(b, query, coins, e);
  if (screen) return planCryptoScreen(b, query, categoryMention(query), e);
  const searched =
    /\b(?:search|find|look ?up)\s+(?:for\s+)?(?:a\s+)?(?:coins?|tokens?)?\s*(?:named|called)?\s*"?([\w-]{2,})"?/i.exec(
      query,
    );
  if (searched?.[1]) {
    b.add(
      "coingecko_searchCoin",
      { query: searched[1], limit: e.count ?? 10 },
      `Search coins matching "${searched[1]}".`,
    );
    return b.done(`The query asks to search for "${searched[1]}".`);
  }
  return failed(
    'No coin, token symbol, address, transaction hash or chain was recognized, and the query does not ask for a market screen (e.g. "top 10 coins by market cap").',
  );
}

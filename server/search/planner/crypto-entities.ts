import type { Coin } from "../../data/types.ts";
import { CHAINS } from "../../tools/crypto/utils-chain-id.ts";

export interface CoinMention {
  coin: Coin;
  /** The words the user wrote ("BTC", "chainlink"); the planner searches for these. */
  text: string;
  index: number;
}

/** Symbols that are also everyday words match only when written in capitals or with a "$". */
const LOWERCASE_SYMBOLS = new Set(
  "btc eth usdt bnb sol usdc xrp doge ada avax shib trx wbtc matic ltc dai pepe arb grt mkr ldo aave".split(
    " ",
  ),
);
/** Names that are also ordinary words match only when capitalised. */
const WORD_NAMES = new Set(["maker", "optimism", "the graph", "polygon"]);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function findAll(text: string, word: string, flags: string): RegExpExecArray[] {
  return [...text.matchAll(new RegExp(`(?<![\\w-])\\$?${escape(word)}(?![\\w-])`, flags))];
}

/** Coins named by name, id or symbol; the best-ranked coin wins when a symbol is shared. */
export function coinMentions(text: string, coins: readonly Coin[]): CoinMention[] {
  const found = new Map<number, CoinMention>();
  const taken: Array<[number, number]> = [];
  const overlaps = (start: number, end: number) => taken.some(([s, e]) => start < e && end > s);
  const add = (coin: Coin, match: RegExpExecArray) => {
    const start = match.index;
    const end = start + match[0].length;
    if (overlaps(start, end) || [...found.values()].some((m) => m.coin.id === coin.id)) return;
    taken.push([start, end]);
    found.set(start, { coin, text: match[0].replace(/^\$/, ""), index: start });
  };
  const ranked = [...coins].sort((a, b) => a.marketCapRank - b.marketCapRank);
  // Longest names first so "Wrapped Bitcoin" is not read as "Bitcoin".
  for (const coin of [...ranked].sort((a, b) => b.name.length - a.name.length)) {
    const caseSensitive = WORD_NAMES.has(coin.name.toLowerCase());
    for (const m of findAll(text, coin.name, caseSensitive ? "g" : "gi")) add(coin, m);
    // Ids too ("ripple" is XRP's), except those that are ordinary words ("maker"): their capitalised
    // names are found above.
    if (!WORD_NAMES.has(coin.id.replace(/-/g, " ")))
      for (const m of findAll(text, coin.id, "gi")) add(coin, m);
  }
  for (const coin of ranked) {
    for (const m of findAll(text, coin.symbol.toUpperCase(), "g")) add(coin, m);
    for (const m of findAll(text, `$${coin.symbol}`, "gi")) add(coin, m);
    if (LOWERCASE_SYMBOLS.has(coin.symbol)) for (const m of findAll(text, coin.symbol, "g")) add(coin, m);
  }
  return [...found.values()].sort((a, b) => a.index - b.index);
}

/** A chain named where a chain is meant: "on arbitrum", "base chain", "chain id of bsc". */
export function chainMentions(text: string): string[] {
  const names = CHAINS.flatMap((c) => [c.blockchain, ...c.aliases, c.name]).sort(
    (a, b) => b.length - a.length,
  );
  const alternatives = names.map(escape).join("|");
  const patterns = [
    new RegExp(`\\b(?:on|for|of|in|chain|network|blockchain)\\s+(?:the\\s+)?(${alternatives})\\b`, "gi"),
    new RegExp(`\\b(${alternatives})\\s+(?:chain|network|mainnet|blockchain)\\b`, "gi"),
  ];
  const hits = patterns.flatMap((p) =>
    [...text.matchAll(p)].map((m) => ({ name: m[1] ?? "", index: m.index })),
  );
  const ordered = hits.sort((a, b) => a.index - b.index).map((h) => h.name.toLowerCase());
  return [...new Set(ordered)];
}

const CATEGORY_WORDS: Array<[RegExp, string]> = [
  [/\bstable ?coins?\b/i, "Stablecoins"],
  [/\bmeme(?: ?coins?)?\b/i, "Meme"],
  [/\b(?:layer[ -]?2|l2)s?\b/i, "Layer 2"],
  [/\b(?:layer[ -]?1|l1)s?\b/i, "Layer 1"],
  [/\bdefi\b/i, "DeFi"],
  [/\boracles?\b/i, "Oracle"],
  [/\b(?:dex|dexes|exchanges?)\b/i, "Decentralized Exchange"],
  [/\blending\b/i, "Lending"],
  [/\bgaming\b/i, "Gaming"],
  [/\b(?:ai|artificial intelligence)\b/i, "Artificial Intelligence"],
  [/\bnfts?\b/i, "NFT"],
  [/\bprivacy\b/i, "Privacy"],
  [/\bliquid staking\b/i, "Liquid Staking"],
  [/\b(?:rwa|real[ -]world assets?)\b/i, "Real World Assets"],
  [/\bproof[ -]of[ -]work|\bpow\b/i, "Proof of Work"],
  [/\bwrapped\b/i, "Wrapped"],
];

/** A coin category the screener understands (it matches by substring). */
export function categoryMention(text: string): string | null {
  return CATEGORY_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** "2.5 ETH", "0.1 bitcoin": amounts held, for portfolio valuation. */
export function holdings(
  text: string,
  mentions: readonly CoinMention[],
): Array<{ mention: CoinMention; amount: number }> {
  return mentions.flatMap((mention) => {
    const before = text.slice(0, mention.index);
    const match = /(\d+(?:\.\d+)?)\s*$/.exec(before);
    const amount = match?.[1] === undefined ? NaN : Number(match[1]);
    return Number.isFinite(amount) && amount > 0 ? [{ mention, amount }] : [];
  });
}

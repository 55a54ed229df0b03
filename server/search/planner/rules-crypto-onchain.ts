// Questions about one wallet or address, and about Bitcoin's on-chain assets (Ordinals, runes),
// which need an address, an ENS name or a collection rather than a coin.
import { btcAddressIn, collectionMention, ensMention, evmAddressIn } from "./catalogue-mentions.ts";
import type { CatalogueRule } from "./catalogue-rule.ts";
import { DraftBuilder, ref, type Draft } from "./draft.ts";
import { count, oneStep } from "./rule-steps.ts";

/** An ENS name or an address → the wallet tool; the ENS name is resolved first. */
function walletThen(q: string, tool: string, extra: Record<string, string | number>): Draft | null {
  const address = evmAddressIn(q);
  const ens = ensMention(q);
  if (address === undefined && ens === undefined) return null;
  const b = new DraftBuilder();
  const ethereumAddress =
    address ??
    ref(
      b.add("utils_getEnsAddress", { ensName: ens ?? "" }, `Resolve ${ens} to its address.`),
      "ethereumAddress",
    );
  b.add(tool, { ethereumAddress, currency: "usd", ...extra }, `Read the wallet with ${tool}.`);
  return b.done(`The wallet ${address ?? ens} is read with ${tool}.`);
}

export const CHAIN_RULES: CatalogueRule[] = [
  {
    home: "crypto",
    plan: (q) =>
      /\b(portfolio|net worth|positions?)\b/i.test(q)
        ? walletThen(q, "zerion_getEthereumWalletPortfolio", {})
        : null,
  },
  {
    home: "crypto",
    plan: (q) =>
      /\b(p&l|pnl|profit|loss|gains?)\b/i.test(q)
        ? walletThen(q, "zerion_getEthereumWalletProfitAndLoss", {})
        : null,
  },
  {
    home: "crypto",
    plan: (q) =>
      /\b(related|linked|connected|interact\w*|counterpart\w*)\b/i.test(q) && evmAddressIn(q)
        ? oneStep(
            "cielo_retrieveRelatedWallets",
            { wallet: evmAddressIn(q) ?? "" },
            "Wallets related to this one.",
          )
        : null,
  },
  {
    home: "crypto",
    plan: (q) => {
      const btc = btcAddressIn(q);
      if (btc && /\b(transactions?|history|activity|transfers?)\b/i.test(q))
        return oneStep(
          "xverse_getBitcoinTransactionHistory",
          { address: btc, limit: count(q, 10) },
          "The Bitcoin address's transactions.",
        );
      return /\b(transactions|history|activity)\b/i.test(q) && !/\b0x[0-9a-f]{64}\b/i.test(q)
        ? walletThen(q, "zerion_getWalletTransactions", { limit: count(q, 20) })
        : null;
    },
  },
  {
    home: "crypto",
    plan: (q) => {
      const ens = ensMention(q);
      return ens && /\b(address|resolve|who is|owner)\b/i.test(q)
        ? oneStep("utils_getEnsAddress", { ensName: ens }, `Resolve ${ens}.`)
        : null;
    },
  },
  {
    home: "crypto",
    plan: (q) => {
      if (!/\bordinals?\b|\binscriptions?\b/i.test(q) && collectionMention(q) === undefined) return null;
      const c = collectionMention(q);
      if (c && /\b(holders?|owners?|whales?)\b/i.test(q))
        return oneStep(
          "xverse_getOrdinalsCollectionTopHolders",
          { collectionId: c.id, limit: count(q, 10) },
          `Top holders of ${c.name}.`,
        );
      if (c)
        return oneStep(
          "xverse_getOrdinalsCollectionBySymbol",
          { symbol: c.symbol },
          `The ${c.name} collection.`,
        );
      return /\b(top|most|volume|best|biggest|largest)\b/i.test(q)
        ? oneStep(
            "xverse_getTopOrdinalsCollectionsByVolume",
            { limit: count(q, 10), period: /\bweek\b/i.test(q) ? "7d" : "24h" },
            "Ordinals collections by volume.",
          )
        : null;
    },
  },
  {
    home: "crypto",
    plan: (q) => {
      if (!/\brunes?\b/i.test(q)) return null;
      const id = /\b\d{6}:\d+\b/.exec(q)?.[0] ?? (/\bdog\b/i.test(q) ? "840000:3" : undefined);
      if (id) return oneStep("xverse_getRunePrice", { runeId: id }, `The rune ${id}'s price.`);
      return oneStep(
        "xverse_getTopRunesByVolume",
        { limit: count(q, 10), timePeriod: /\bweek\b/i.test(q) ? "7d" : "24h" },
        "Runes by volume.",
      );
    },
  },
];

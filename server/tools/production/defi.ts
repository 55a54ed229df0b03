import { ensNames } from "./entities.ts";
import { A, CTX, I, N, O, S, defineProduction, p, unknownEntity } from "./define.ts";
import { defillamaTools } from "./defillama.ts";
import { tokenTerminalTools } from "./token-terminal.ts";

export const defiTools = [
  ...defillamaTools,
  defineProduction<{ dayInterval: number }>({
    name: "dune_ethereumDailyActiveUser",
    verticals: ["crypto"],
    description: "Ethereum's daily active addresses over the last N days (Dune query).",
    price: 2,
    params: { dayInterval: p.int("Days", { minimum: 1, maximum: 365, default: 30 }) },
    required: [],
    output: { context: CTX, dailyActiveUsers: A(O({ date: S, activeUsers: I })) },
    sample: { dayInterval: 7 },
    run({ dayInterval }, g) {
      const values = g.walk(dayInterval, 420_000, 5, 0);
      return {
        context: `Ethereum daily active addresses, ${dayInterval} days; latest ${values.at(-1)}.`,
        dailyActiveUsers: values.map((activeUsers, i) => ({ date: g.day(dayInterval - 1 - i), activeUsers })),
      };
    },
  }),
  defineProduction<{ dayInterval: number }>({
    name: "dune_openseaDailyVolume",
    verticals: ["crypto"],
    description: "OpenSea's daily trading volume in USD over the last N days (Dune query).",
    price: 2,
    params: { dayInterval: p.int("Days", { minimum: 1, maximum: 365, default: 30 }) },
    required: [],
    output: { context: CTX, dailyVolumes: A(O({ date: S, volumeUsd: N, trades: I })) },
    sample: { dayInterval: 7 },
    run({ dayInterval }, g) {
      const values = g.walk(dayInterval, 4_800_000, 12, 0);
      return {
        context: `OpenSea daily volume, ${dayInterval} days; latest $${values.at(-1)}.`,
        dailyVolumes: values.map((volumeUsd, i) => ({
          date: g.day(dayInterval - 1 - i),
          volumeUsd,
          trades: g.int(8000, 60000),
        })),
      };
    },
  }),
  defineProduction<{ wallet: string }>({
    name: "cielo_retrieveRelatedWallets",
    verticals: ["crypto"],
    description: "Wallets that often transact with a given wallet, with how often and how much.",
    price: 3,
    params: { wallet: p.address() },
    required: ["wallet"],
    output: {
      context: CTX,
      relatedWallets: A(O({ address: S, interactions: I, volumeUsd: N })),
      walletAddress: S,
    },
    sample: { wallet: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045" },
    run({ wallet }, g) {
      const relatedWallets = Array.from({ length: g.int(3, 8) }, () => ({
        address: `0x${g.hex(20)}`,
        interactions: g.int(2, 300),
        volumeUsd: g.int(100, 5e6),
      })).sort((a, b) => b.interactions - a.interactions);
      return {
        context: `${relatedWallets.length} wallets interact with ${wallet}.`,
        relatedWallets,
        walletAddress: wallet,
      };
    },
  }),
  ...tokenTerminalTools,
  defineProduction<{ ensName: string }>({
    name: "utils_getEnsAddress",
    verticals: ["crypto"],
    description: "Resolve an ENS name (e.g. vitalik.eth) to its Ethereum address.",
    price: 1,
    params: { ensName: p.str("ENS name ending in .eth", { pattern: "^[a-z0-9.-]+\\.eth$" }) },
    required: ["ensName"],
    output: { ethereumAddress: S },
    sample: { ensName: "vitalik.eth" },
    run({ ensName }) {
      const address = ensNames.get(ensName.toLowerCase());
      if (address === undefined) throw unknownEntity("ENS name", ensName, [...ensNames.keys()]);
      return { ethereumAddress: address };
    },
  }),
];

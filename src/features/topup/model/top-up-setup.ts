import type { Hex } from "viem";
import type { Connection } from "../../../lib/connection/connection";
import type { LocalConfigState } from "../../../lib/connection/store";
import type { ChainInfo } from "../../../lib/wagmi/chain";
import { DEFAULT_REMOTE_PAYMENT, type RemotePayment } from "./remote-setup-store";

export interface TopUpCurrency {
  id: string;
  symbol: string;
  decimals: number;
  chainId: number;
  /** ERC-20 address; null for the chain's native coin. */
  token: Hex | null;
  /** Credits per whole unit; unknown for a remote service until it quotes. */
  creditsPerUnit: bigint | null;
}

export interface TopUpSetup {
  chain: ChainInfo;
  currencies: TopUpCurrency[];
  maxCredits: number | null;
  confirmations: number;
  /** Only the Local connection offers the stack's funded key, and only on its own chain. */
  testWallet: { privateKey: Hex; address: Hex } | null;
}

const isHex = (value: string | null): value is Hex => value !== null && /^0x[0-9a-fA-F]*$/.test(value);

/** Production and Custom: what the user stated, ETH on Ethereum mainnet by default. */
export function remoteSetup(remote: RemotePayment): TopUpSetup {
  return {
    chain: {
      id: remote.chainId,
      name: remote.chainName,
      rpcUrl: remote.rpcUrl,
      explorerUrl: remote.explorerUrl,
    },
    currencies: [
      {
        id: remote.currencyId,
        symbol: remote.symbol,
        decimals: remote.decimals,
        chainId: remote.chainId,
        token: isHex(remote.token) ? remote.token : null,
        creditsPerUnit: null,
      },
    ],
    maxCredits: null,
    confirmations: 1,
    testWallet: null,
  };
}

export const REMOTE_SETUP: TopUpSetup = remoteSetup(DEFAULT_REMOTE_PAYMENT);

export type SetupState =
  { status: "loading" } | { status: "error"; message: string } | { status: "ready"; setup: TopUpSetup };

export function resolveTopUpSetup(
  connection: Connection,
  local: LocalConfigState,
  remote: RemotePayment,
): SetupState {
  if (connection.profileId !== "local") return { status: "ready", setup: remoteSetup(remote) };
  if (local.status !== "ready") return local;
  const { config } = local;
  const wallet = config.testWallet ?? null;
  return {
    status: "ready",
    setup: {
      chain: config.chain,
      currencies: config.currencies.map((c) => ({ ...c, token: isHex(c.token) ? c.token : null })),
      maxCredits: config.topUp?.maxCredits ?? null,
      confirmations: config.topUp?.confirmations ?? 1,
      testWallet:
        wallet && isHex(wallet.privateKey) && isHex(wallet.address)
          ? { privateKey: wallet.privateKey, address: wallet.address }
          : null,
    },
  };
}

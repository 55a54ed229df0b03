import { hexToBigInt, numberToHex, type Address, type Hash, type Hex } from "viem";

/**
 * The request routing shared by the two test wallets (the Local test wallet in the dashboard and
 * the e2e wallet, whose core runs in Node behind a page binding): accounts and site permission,
 * chain and chain switching, sends through the caller's signer, everything else forwarded to the
 * node. Refusals come back as answers carrying an EIP-1193 code, so they can cross a bridge as
 * plain JSON; `eip1193-provider.ts` turns them into thrown errors with `.code` in the page.
 */

/** A transaction as a dapp asks for it, read into numbers. */
export interface WalletTx {
  to?: Address;
  value?: bigint;
  data?: Hex;
  gas?: bigint;
}

export interface WalletEvent {
  event: "chainChanged";
  value: Hex;
}

export type WalletAnswer =
  { result: unknown; events?: WalletEvent[] } | { error: { code: number; message: string } };

export interface WalletCoreOptions {
  address: Address;
  /** The chain the key signs on: a send on any other chain is refused. */
  signingChainId: number;
  /** Chains the wallet also agrees to switch to (never to send on). */
  otherChains?: readonly number[];
  /** The chain the wallet reports at first; the signing chain unless given. */
  chainId?: number;
  send(tx: WalletTx): Promise<Hash>;
  /** Reads and anything else the wallet does not answer itself: the node's answer. */
  forward(method: string, params: unknown): Promise<unknown>;
  /** Asked before each request that needs the user's consent: true means the user said no. */
  declines?(method: string): boolean;
}

/** EIP-1193 codes the wallets answer with. */
export const WALLET_ERROR = {
  userRejected: 4001,
  unknownChain: 4902,
  /** JSON-RPC "server error": the request is valid but the wallet's state forbids it. */
  wrongChain: -32000,
} as const;

const NEEDS_CONSENT = new Set(["eth_sendTransaction", "eth_requestAccounts", "wallet_requestPermissions"]);

function refuse(code: number, message: string): WalletAnswer {
  return { error: { code, message } };
}

function readTx(raw: unknown): WalletTx {
  const tx = (raw ?? {}) as { to?: Address; value?: Hex; data?: Hex; input?: Hex; gas?: Hex };
  return {
    to: tx.to,
    value: tx.value ? hexToBigInt(tx.value) : undefined,
    data: tx.data ?? tx.input,
    gas: tx.gas ? hexToBigInt(tx.gas) : undefined,
  };
}

export function createWalletCore(options: WalletCoreOptions) {
  const { address, signingChainId } = options;
  const known = new Set([signingChainId, ...(options.otherChains ?? [])]);
  // `authorized` is the site permission an extension remembers; it lives as long as the core.
  const state = { chainId: options.chainId ?? signingChainId, authorized: false };

  /** Answers one request; a failure of the node or the signer is thrown, not answered. */
  async function handle(method: string, params: unknown): Promise<WalletAnswer> {
    const list = Array.isArray(params) ? (params as unknown[]) : [];
    if (NEEDS_CONSENT.has(method) && options.declines?.(method)) {
      return refuse(WALLET_ERROR.userRejected, "User rejected the request.");
    }
    switch (method) {
      case "eth_requestAccounts":
        state.authorized = true;
        return { result: [address] };
      case "eth_accounts":
        return { result: state.authorized ? [address] : [] };
      case "wallet_requestPermissions":
        state.authorized = true;
        return { result: [{ parentCapability: "eth_accounts" }] };
      case "wallet_revokePermissions":
        state.authorized = false;
        return { result: null };
      case "eth_chainId":
        return { result: numberToHex(state.chainId) };
      case "wallet_switchEthereumChain": {
        const wanted = Number((list[0] as { chainId?: string } | undefined)?.chainId);
        if (!known.has(wanted)) return refuse(WALLET_ERROR.unknownChain, `Unrecognized chain ${wanted}`);
        const changed = wanted !== state.chainId;
        state.chainId = wanted;
        return changed
          ? { result: null, events: [{ event: "chainChanged", value: numberToHex(wanted) }] }
          : { result: null };
      }
      case "eth_sendTransaction":
        if (state.chainId !== signingChainId) {
          return refuse(WALLET_ERROR.wrongChain, `The wallet is on chain ${state.chainId}`);
        }
        return { result: await options.send(readTx(list[0])) };
      default:
        return { result: await options.forward(method, params) };
    }
  }

  return {
    handle,
    get chainId() {
      return state.chainId;
    },
  };
}

export type WalletCore = ReturnType<typeof createWalletCore>;

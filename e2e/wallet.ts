import type { Page } from "@playwright/test";
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type Address,
  type Hash,
  type Hex,
} from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createWalletCore, type WalletAnswer, type WalletTx } from "../src/lib/wagmi/eip1193-core.ts";
import { announceEip1193Provider, type Eip6963Info } from "../src/lib/wagmi/eip1193-provider.ts";

/**
 * An EIP-1193 wallet injected into the page and announced through EIP-6963, whose core (shared
 * with the Local test wallet) and signing run here in Node with a viem local account against the
 * stack's anvil. The page only forwards requests through a binding; a refusal comes back as
 * `{error: {code, message}}` and is rethrown in the page with `.code` set, so 4001 reads as a user
 * rejection to wagmi and viem.
 */
export const E2E_WALLET_NAME = "E2E Wallet";
const LOCAL_CHAIN_ID = 31337;
/** Chains the wallet also agrees to switch to; 1 lets a test start "on another network". */
const OTHER_CHAINS = [1];
const BINDING = "__e2eWalletRequest";
const WALLET_INFO: Eip6963Info = {
  uuid: "6f1b3c1e-0e2a-4d7b-9a57-e2e0e2e0e2e0",
  name: E2E_WALLET_NAME,
  rdns: "test.e2e.wallet",
  icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 8'%3E%3Crect width='8' height='8' fill='%23333'/%3E%3C/svg%3E",
};

export interface SentTx {
  hash: Hash;
  nonce: number;
  to: Address;
  value: bigint;
  data: Hex | undefined;
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

export interface WalletOptions {
  privateKey?: Hex;
  /** The chain the wallet reports at first. */
  chainId?: number;
}

export function chainUrl(): string {
  const url = process.env.CHAIN_URL;
  if (!url) throw new Error("CHAIN_URL is not set: run the specs through Playwright's global setup");
  return url;
}

export function localChain() {
  return defineChain({
    id: LOCAL_CHAIN_ID,
    name: "Anvil",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [chainUrl()] } },
  });
}

export function chainClient() {
  return createPublicClient({ chain: localChain(), transport: http(chainUrl()), cacheTime: 0 });
}

export async function installWallet(page: Page, options: WalletOptions = {}) {
  const privateKey = options.privateKey ?? generatePrivateKey();
  const account = privateKeyToAccount(privateKey);
  const chain = localChain();
  const publicClient = chainClient();
  const walletClient = createWalletClient({ account, chain, transport: http(chainUrl()) });
  const state = { rejectNext: false, requests: [] as string[] };
  const sent: SentTx[] = [];

  interface Fees {
    maxFeePerGas: bigint;
    maxPriorityFeePerGas: bigint;
  }

  async function send(tx: WalletTx, nonce?: number, fees?: Fees): Promise<Hash> {
    const suggested = fees ?? (await publicClient.estimateFeesPerGas());
    const record = {
      to: tx.to as Address,
      value: tx.value ?? 0n,
      data: tx.data,
      nonce:
        nonce ?? (await publicClient.getTransactionCount({ address: account.address, blockTag: "pending" })),
      maxFeePerGas: suggested.maxFeePerGas,
      maxPriorityFeePerGas: suggested.maxPriorityFeePerGas,
    };
    const hash = await walletClient.sendTransaction({ ...record, ...(tx.gas ? { gas: tx.gas } : {}) });
    sent.push({ hash, ...record });
    return hash;
  }

  // The core lives here in Node, so the site permission (`authorized`) and the chain outlast reloads
  // as an extension's do; the page only forwards requests to it.
  const core = createWalletCore({
    address: account.address,
    signingChainId: LOCAL_CHAIN_ID,
    otherChains: OTHER_CHAINS,
    chainId: options.chainId,
    send: (tx) => send(tx),
    forward: (method, params) => publicClient.request({ method, params } as never),
    declines() {
      const rejecting = state.rejectNext;
      state.rejectNext = false;
      return rejecting;
    },
  });

  await page.exposeFunction(BINDING, async (method: string, params: unknown): Promise<WalletAnswer> => {
    state.requests.push(method);
    try {
      return await core.handle(method, params);
    } catch (error) {
      return { error: { code: -32603, message: error instanceof Error ? error.message : String(error) } };
    }
  });
  await page.addInitScript(announceEip1193Provider, { info: WALLET_INFO, bridge: BINDING });

  return {
    address: account.address,
    privateKey,
    sent,
    requests: state.requests,
    get chainId() {
      return core.chainId;
    },
    /** The next send (or connect) is refused as the user would: code 4001. */
    rejectNext() {
      state.rejectNext = true;
    },
    /** "Speed up": the last transaction again with the same nonce and a higher fee. */
    async speedUp(): Promise<Hash> {
      const last = sent.at(-1);
      if (!last) throw new Error("Nothing was sent to speed up");
      // The pool only accepts a replacement that pays clearly more (tip and cap both raised).
      const gwei = 1_000_000_000n;
      return send({ to: last.to, value: last.value, data: last.data }, last.nonce, {
        maxFeePerGas: last.maxFeePerGas * 2n + 2n * gwei,
        maxPriorityFeePerGas: last.maxPriorityFeePerGas * 2n + gwei,
      });
    },
    /** A payment made outside the page, straight from this key. */
    async transfer(to: Address, value: bigint): Promise<Hash> {
      return send({ to, value });
    },
    async call(to: Address, data: Hex): Promise<Hash> {
      return send({ to, data });
    },
  };
}

export type TestWallet = Awaited<ReturnType<typeof installWallet>>;

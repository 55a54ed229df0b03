import type { Page } from "@playwright/test";
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  hexToBigInt,
  http,
  numberToHex,
  type Address,
  type Hash,
  type Hex,
} from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";

/**
 * An EIP-1193 wallet injected into the page and announced through EIP-6963, whose signing runs
 * here in Node with a viem local account against the stack's anvil. The page only forwards
 * requests; a refusal comes back as `{error: {code, message}}` and is rethrown in the page with
 * `.code` set, so 4001 reads as a user rejection to wagmi and viem.
 */
export const E2E_WALLET_NAME = "E2E Wallet";
const LOCAL_CHAIN_ID = 31337;
/** Chains the wallet agrees to switch to; 1 lets a test start "on another network". */
const KNOWN_CHAINS = new Set([LOCAL_CHAIN_ID, 1]);

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

type Answer = { result: unknown } | { error: { code: number; message: string } };
interface TxParams {
  to?: Address;
  value?: Hex;
  data?: Hex;
  input?: Hex;
  gas?: Hex;
}

function chainUrl(): string {
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
  // `authorized` is the site permission a real extension remembers across reloads.
  const state = {
    chainId: options.chainId ?? LOCAL_CHAIN_ID,
    rejectNext: false,
    authorized: false,
    requests: [] as string[],
  };
  const sent: SentTx[] = [];

  const refuse = (code: number, message: string): Answer => ({ error: { code, message } });

  interface Fees {
    maxFeePerGas: bigint;
    maxPriorityFeePerGas: bigint;
  }

  async function send(tx: TxParams, nonce?: number, fees?: Fees): Promise<Hash> {
    const suggested = fees ?? (await publicClient.estimateFeesPerGas());
    const record = {
      to: tx.to as Address,
      value: tx.value ? hexToBigInt(tx.value) : 0n,
      data: tx.data ?? tx.input,
      nonce:
        nonce ?? (await publicClient.getTransactionCount({ address: account.address, blockTag: "pending" })),
      maxFeePerGas: suggested.maxFeePerGas,
      maxPriorityFeePerGas: suggested.maxPriorityFeePerGas,
    };
    const hash = await walletClient.sendTransaction({
      ...record,
      ...(tx.gas ? { gas: hexToBigInt(tx.gas) } : {}),
    });
    sent.push({ hash, ...record });
    return hash;
  }

  async function handle(method: string, params: unknown[]): Promise<Answer> {
    state.requests.push(method);
    const rejecting =
      state.rejectNext &&
      ["eth_sendTransaction", "eth_requestAccounts", "wallet_requestPermissions"].includes(method);
    if (rejecting) {
      state.rejectNext = false;
      return refuse(4001, "User rejected the request.");
    }
    switch (method) {
      case "eth_requestAccounts":
        state.authorized = true;
        return { result: [account.address] };
      case "eth_accounts":
        return { result: state.authorized ? [account.address] : [] };
      case "wallet_requestPermissions":
        state.authorized = true;
        return { result: [{ parentCapability: "eth_accounts" }] };
      case "wallet_revokePermissions":
        state.authorized = false;
        return { result: null };
      case "eth_chainId":
        return { result: numberToHex(state.chainId) };
      case "wallet_switchEthereumChain": {
        const wanted = Number((params[0] as { chainId?: string } | undefined)?.chainId);
        if (!KNOWN_CHAINS.has(wanted)) return refuse(4902, `Unrecognized chain ${wanted}`);
        state.chainId = wanted;
        return { result: null };
      }
      case "eth_sendTransaction":
        if (state.chainId !== LOCAL_CHAIN_ID)
          return refuse(-32000, `The wallet is on chain ${state.chainId}`);
        return { result: await send(params[0] ?? {}) };
      default:
        return { result: await publicClient.request({ method, params } as never) };
    }
  }

  await page.exposeFunction("__e2eWalletRequest", async (method: string, params: unknown[]) => {
    try {
      return await handle(method, params);
    } catch (error) {
      return refuse(-32603, error instanceof Error ? error.message : String(error));
    }
  });
  await page.addInitScript((name) => {
    type Listener = (...args: unknown[]) => void;
    const listeners = new Map<string, Set<Listener>>();
    const emit = (event: string, value: unknown) => listeners.get(event)?.forEach((fn) => fn(value));
    // Looked up per call: the binding is installed by Playwright, not by this script.
    const bridge = (method: string, params: unknown[]) =>
      (
        window as unknown as { __e2eWalletRequest: (m: string, p: unknown[]) => Promise<unknown> }
      ).__e2eWalletRequest(method, params);
    const provider = {
      async request({ method, params }: { method: string; params?: unknown[] }) {
        const answer = (await bridge(method, params ?? [])) as
          { result: unknown } | { error: { code: number; message: string } };
        if ("error" in answer) {
          throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
        }
        if (method === "wallet_switchEthereumChain") {
          emit("chainChanged", (params?.[0] as { chainId: string }).chainId);
        }
        return answer.result;
      },
      on(event: string, listener: Listener) {
        const set = listeners.get(event) ?? new Set<Listener>();
        set.add(listener);
        listeners.set(event, set);
      },
      removeListener(event: string, listener: Listener) {
        listeners.get(event)?.delete(listener);
      },
    };
    const info = {
      uuid: "6f1b3c1e-0e2a-4d7b-9a57-e2e0e2e0e2e0",
      name,
      rdns: "test.e2e.wallet",
      icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 8'%3E%3Crect width='8' height='8' fill='%23333'/%3E%3C/svg%3E",
    };
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info, provider }) }),
      );
    window.addEventListener("eip6963:requestProvider", announce);
    announce();
  }, E2E_WALLET_NAME);

  return {
    address: account.address,
    privateKey,
    sent,
    requests: state.requests,
    get chainId() {
      return state.chainId;
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
      return send({ to: last.to, value: numberToHex(last.value), data: last.data }, last.nonce, {
        maxFeePerGas: last.maxFeePerGas * 2n + 2n * gwei,
        maxPriorityFeePerGas: last.maxPriorityFeePerGas * 2n + gwei,
      });
    },
    /** A payment made outside the page, straight from this key. */
    async transfer(to: Address, value: bigint): Promise<Hash> {
      return send({ to, value: numberToHex(value) });
    },
    async call(to: Address, data: Hex): Promise<Hash> {
      return send({ to, data });
    },
  };
}

export type TestWallet = Awaited<ReturnType<typeof installWallet>>;

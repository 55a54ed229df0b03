import { createWalletClient, hexToBigInt, http, numberToHex, publicActions, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { ChainInfo } from "./chain";
import { toViemChain } from "./viem-chain";

export const LOCAL_TEST_WALLET_RDNS = "local.credits-dashboard.test-wallet";
export const LOCAL_TEST_WALLET_NAME = "Local test wallet";

const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%23555'/%3E%3Ctext x='16' y='21' font-size='14' text-anchor='middle' fill='white'%3ET%3C/text%3E%3C/svg%3E";

interface RpcRequest {
  method: string;
  params?: unknown;
}
type Listener = (...args: unknown[]) => void;

class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

interface TxParams {
  to?: Hex;
  value?: Hex;
  data?: Hex;
  input?: Hex;
  gas?: Hex;
}

/**
 * An EIP-1193 wallet holding the key the local stack funds, so a first top-up works without a
 * browser extension. It only ever talks to the local chain and refuses to switch to another.
 */
function createLocalProvider(privateKey: Hex, info: ChainInfo) {
  const account = privateKeyToAccount(privateKey);
  const chain = toViemChain(info);
  const client = createWalletClient({ account, chain, transport: http(info.rpcUrl) }).extend(publicActions);
  const listeners = new Map<string, Set<Listener>>();
  // Like an extension, it reveals the account only after the user connects (for this page's life).
  let authorized = false;

  async function request({ method, params }: RpcRequest): Promise<unknown> {
    const list = Array.isArray(params) ? (params as unknown[]) : [];
    switch (method) {
      case "eth_requestAccounts":
        authorized = true;
        return [account.address];
      case "wallet_requestPermissions":
        authorized = true;
        return [{ parentCapability: "eth_accounts" }];
      case "wallet_revokePermissions":
        authorized = false;
        return null;
      case "eth_accounts":
        return authorized ? [account.address] : [];
      case "eth_chainId":
        return numberToHex(chain.id);
      case "wallet_switchEthereumChain": {
        const wanted = (list[0] as { chainId?: string } | undefined)?.chainId;
        if (wanted !== undefined && Number(wanted) === chain.id) return null;
        throw new ProviderRpcError(4902, "The Local test wallet only knows the local chain");
      }
      case "eth_sendTransaction": {
        const tx = (list[0] ?? {}) as TxParams;
        return client.sendTransaction({
          to: tx.to,
          value: tx.value ? hexToBigInt(tx.value) : undefined,
          data: tx.data ?? tx.input,
          gas: tx.gas ? hexToBigInt(tx.gas) : undefined,
        });
      }
      default:
        return client.request({ method, params } as never);
    }
  }

  return {
    request,
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
  };
}

const announced = new Set<string>();

/** Announces the wallet through EIP-6963, now and whenever a dapp asks again; once per key. */
export function announceLocalTestWallet(privateKey: Hex, chain: ChainInfo): void {
  const id = `${privateKey}@${chain.id}@${chain.rpcUrl}`;
  if (announced.has(id)) return;
  announced.add(id);
  const detail = Object.freeze({
    info: {
      uuid: crypto.randomUUID(),
      name: LOCAL_TEST_WALLET_NAME,
      icon: ICON,
      rdns: LOCAL_TEST_WALLET_RDNS,
    },
    provider: createLocalProvider(privateKey, chain),
  });
  const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }));
  window.addEventListener("eip6963:requestProvider", announce);
  announce();
}

import { createWalletClient, http, publicActions, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { ChainInfo } from "./chain";
import { createWalletCore } from "./eip1193-core";
import { announceEip1193Provider } from "./eip1193-provider";
import { toViemChain } from "./viem-chain";

export const LOCAL_TEST_WALLET_RDNS = "local.credits-dashboard.test-wallet";
export const LOCAL_TEST_WALLET_NAME = "Local test wallet";

const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%23555'/%3E%3Ctext x='16' y='21' font-size='14' text-anchor='middle' fill='white'%3ET%3C/text%3E%3C/svg%3E";

/**
 * An EIP-1193 wallet holding the key the local stack funds, so a first top-up works without a
 * browser extension. It only ever talks to the local chain and refuses to switch to another. Like
 * an extension, it reveals the account only after the user connects (for this page's life).
 */
function createLocalCore(privateKey: Hex, info: ChainInfo) {
  const account = privateKeyToAccount(privateKey);
  const chain = toViemChain(info);
  const client = createWalletClient({ account, chain, transport: http(info.rpcUrl) }).extend(publicActions);
  return createWalletCore({
    address: account.address,
    signingChainId: chain.id,
    send: (tx) => client.sendTransaction(tx),
    forward: (method, params) => client.request({ method, params } as never),
  });
}

const announced = new Set<string>();

/** Announces the wallet through EIP-6963, now and whenever a dapp asks again; once per key. */
export function announceLocalTestWallet(privateKey: Hex, chain: ChainInfo): void {
  const id = `${privateKey}@${chain.id}@${chain.rpcUrl}`;
  if (announced.has(id)) return;
  announced.add(id);
  announceEip1193Provider({
    info: {
      uuid: crypto.randomUUID(),
      name: LOCAL_TEST_WALLET_NAME,
      icon: ICON,
      rdns: LOCAL_TEST_WALLET_RDNS,
    },
    bridge: createLocalCore(privateKey, chain).handle,
  });
}

import type { Address, Hash } from "viem";
import { PAYER } from "../billing/verify-test-fixtures.ts";
import { createChainDeps } from "../chain/clients.ts";

const json = { "content-type": "application/json" };

/** The billing calls the dashboard makes with `key`, against any instance's base URL. */
export function sandboxBilling(key: string) {
  const headers = { authorization: `Bearer ${key}`, ...json };
  return {
    quote: async (url: string, credits: number) => {
      const res = await fetch(`${url}/billing/v1/account/topup`, {
        method: "POST",
        headers,
        body: JSON.stringify({ type: "crypto", currency_id: "eth", credits }),
      });
      if (res.status !== 200) throw new Error(`quote answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as { id: string; amount: string; destination_address: Address };
    },
    complete: (url: string, id: string, hash: Hash) =>
      fetch(`${url}/billing/v1/account/topup/${id}/complete`, {
        method: "POST",
        headers,
        body: JSON.stringify({ transaction_hash: hash }),
      }),
    balance: (url: string) => fetch(`${url}/billing/v1/account/balance`, { headers }),
    topUp: async (url: string) => {
      const res = await fetch(`${url}/billing/v1/account/balance`, { headers });
      return ((await res.json()) as { top_up_balance: number }).top_up_balance;
    },
  };
}

/** Pays `value` wei to `to` from anvil's unlocked dev account 1 and waits for its receipt. */
export async function payOnChain(chainUrl: string, to: Address, value: bigint): Promise<Hash> {
  const { walletClient: wallet, publicClient } = createChainDeps(chainUrl);
  const hash = await wallet.sendTransaction({ account: PAYER, chain: wallet.chain, to, value });
  await publicClient.waitForTransactionReceipt({ hash });
  return hash;
}

import { getPublicClient } from "wagmi/actions";
import { wagmiConfigFor } from "../../../lib/wagmi/config";
import { checkFunds, type FundsRequest, type FundsVerdict } from "./funds-check";

// Loaded by the funds query on its first run (api/topup-queries.ts), so wagmi stays in the wallet chunk.

/** `checkFunds` through the chain's public client, found from the request alone. */
export async function readFunds({ chain, from, tx, token }: FundsRequest): Promise<FundsVerdict> {
  const client = getPublicClient(wagmiConfigFor(chain), { chainId: chain.id });
  if (client === undefined) throw new Error(`No client for chain ${chain.id}`);
  return checkFunds(
    client,
    from,
    { to: tx.to, value: BigInt(tx.value), input: tx.input },
    token ? { address: token.address, amount: BigInt(token.amount) } : null,
  );
}

import { erc20Abi, type Address, type Hex, type PublicClient } from "viem";
import type { ChainInfo } from "../../../lib/wagmi/chain";
import type { PaymentTx } from "./payment-tx";

export type FundsVerdict =
  | { ok: true; gasCost: bigint }
  | { ok: false; missing: "token" | "native"; needed: bigint; available: bigint };

/**
 * Checked before the wallet opens, so a shortfall is explained here rather than as a wallet error.
 * Gas is priced at the max fee the node suggests, the worst case the wallet may charge.
 */
export async function checkFunds(
  client: PublicClient,
  from: Address,
  tx: PaymentTx,
  token: { address: Address; amount: bigint } | null,
): Promise<FundsVerdict> {
  if (token) {
    const held = await client.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [from],
    });
    // Checked first: estimating a transfer the sender cannot cover reverts.
    if (held < token.amount) return { ok: false, missing: "token", needed: token.amount, available: held };
  }
  const [gas, fees, native] = await Promise.all([
    client.estimateGas({ account: from, to: tx.to, value: tx.value, data: tx.input }),
    client.estimateFeesPerGas(),
    client.getBalance({ address: from }),
  ]);
  const gasCost = gas * (fees.maxFeePerGas ?? fees.gasPrice ?? 0n);
  const needed = tx.value + gasCost;
  if (native < needed) return { ok: false, missing: "native", needed, available: native };
  return { ok: true, gasCost };
}

/** A funds check as plain values (bigints as decimal strings), so a query key can hold it whole. */
export interface FundsRequest {
  /** Picks the chain's one wagmi config (lib/wagmi/config.ts), the one the wallet provider mounts. */
  chain: ChainInfo;
  from: Address;
  tx: { to: Address; value: string; input: Hex };
  token: { address: Address; amount: string } | null;
}

import { erc20Abi, type Address, type Hash } from "viem";
import type { ChainDeps } from "../chain/clients.ts";
import { invoiceAccount } from "./payment-addresses.ts";

export interface SweepOptions {
  /** Root extended private key of the service (DATA_DIR/local-chain.json, `paymentKey`). */
  paymentKey: string;
  /** The invoice's `address_index`. */
  index: number;
  /** Where the funds go. */
  treasury: Address;
  /** ERC-20 tokens to move before the ETH (TestUSD on the local chain). */
  tokens: readonly Address[];
  /** An account the node signs for (anvil's dev account 0) that pays the gas a token transfer needs. */
  gasFunder: Address;
}

export interface SweepResult {
  from: Address;
  eth: bigint;
  tokens: { token: Address; amount: bigint }[];
  hashes: Hash[];
}

/**
 * Moves everything an invoice address holds to the treasury: each token first (funding the gas
 * from `gasFunder` when the address holds too little ETH), then all ETH, leaving exactly zero
 * (a legacy gas price is paid in full, so the fee is known before sending).
 */
export async function sweepInvoiceAddress(chain: ChainDeps, opts: SweepOptions): Promise<SweepResult> {
  const { publicClient, walletClient } = chain;
  const account = invoiceAccount(opts.paymentKey, opts.index);
  const result: SweepResult = { from: account.address, eth: 0n, tokens: [], hashes: [] };
  const mined = async (hash: Hash) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== "success") throw new Error(`sweep transaction ${hash} reverted`);
    result.hashes.push(hash);
  };

  for (const token of opts.tokens) {
    const amount = await publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [account.address],
    });
    if (amount === 0n) continue;
    const transfer = { address: token, abi: erc20Abi, functionName: "transfer" as const };
    const args = [opts.treasury, amount] as const;
    const [gas, gasPrice] = await Promise.all([
      publicClient.estimateContractGas({ ...transfer, args, account }),
      publicClient.getGasPrice(),
    ]);
    const held = await publicClient.getBalance({ address: account.address });
    if (held < gas * gasPrice) {
      const topUp = { account: opts.gasFunder, to: account.address, value: gas * gasPrice - held };
      await mined(await walletClient.sendTransaction({ ...topUp, chain: walletClient.chain }));
    }
    await mined(
      await walletClient.writeContract({
        ...transfer,
        args,
        account,
        chain: walletClient.chain,
        gas,
        gasPrice,
      }),
    );
    result.tokens.push({ token, amount });
  }

  const gasPrice = await publicClient.getGasPrice();
  const fee = 21_000n * gasPrice;
  const held = await publicClient.getBalance({ address: account.address });
  if (held > fee) {
    const value = held - fee;
    const send = { account, to: opts.treasury, value, gas: 21_000n, gasPrice, chain: walletClient.chain };
    await mined(await walletClient.sendTransaction(send));
    result.eth = value;
  }
  return result;
}

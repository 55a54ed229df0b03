import { createPublicClient, createWalletClient, http, type Address } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { fundEth, realNetwork, serviceUrl } from "./reference-service";

// Test-only: pays an invoice on the reference service's local chain, as a wallet would.
const GAS_ALLOWANCE = 10n ** 16n;

/** The local chain of the reference service, as its /config.json names it. */
export async function chainRpcUrl(): Promise<string> {
  const config = (await (await realNetwork(new Request(`${serviceUrl()}/config.json`))).json()) as {
    chain: { rpcUrl: string };
  };
  return config.chain.rpcUrl;
}

/**
 * Sends `amount` wei from a fresh, freshly funded address: test files run in parallel, and a shared
 * sender would race for nonces. Returns the hash once mined.
 */
export async function payInEth(invoice: {
  destinationAddress: string;
  amount: bigint;
}): Promise<`0x${string}`> {
  const transport = http(await chainRpcUrl());
  const account = privateKeyToAccount(generatePrivateKey());
  await fundEth(account.address, invoice.amount + GAS_ALLOWANCE);
  const wallet = createWalletClient({ account, chain: foundry, transport });
  const hash = await wallet.sendTransaction({
    chain: foundry,
    to: invoice.destinationAddress as Address,
    value: invoice.amount,
  });
  await createPublicClient({ chain: foundry, transport }).waitForTransactionReceipt({ hash });
  return hash;
}

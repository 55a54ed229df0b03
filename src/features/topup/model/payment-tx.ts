import { encodeFunctionData, erc20Abi, type Address, type Hex } from "viem";

export interface PaymentTx {
  to: Address;
  value: bigint;
  input: Hex;
}

/** The exact transaction that pays `amount` to `destination`: a native transfer or ERC-20 `transfer`. */
export function paymentTransaction(token: Address | null, destination: Address, amount: bigint): PaymentTx {
  if (token === null) return { to: destination, value: amount, input: "0x" };
  return {
    to: token,
    value: 0n,
    input: encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [destination, amount] }),
  };
}

import { erc20Abi, isAddressEqual, parseEventLogs, type Address, type TransactionReceipt } from "viem";
import { fail, type PaymentExpectation, type Verdict } from "./verify-verdict.ts";

/** Null when the token's Transfer logs to the destination in this receipt sum to exactly `amount`. */
export function verifyErc20Amount(
  receipt: TransactionReceipt,
  token: Address,
  want: PaymentExpectation,
): Verdict | null {
  const destination = want.destination as Address;
  // Only the invoice's token counts: any contract can emit a look-alike Transfer event.
  const transfers = parseEventLogs({ abi: erc20Abi, eventName: "Transfer", logs: receipt.logs }).filter(
    (log) => isAddressEqual(log.address, token),
  );
  if (transfers.length === 0) return fail("token", `Transfer of ${token}`, "no Transfer of this token");
  const toDestination = transfers.filter((log) => isAddressEqual(log.args.to, destination));
  const first = transfers[0];
  if (toDestination.length === 0) return fail("destination", want.destination, first?.args.to ?? "none");
  const received = toDestination.reduce((sum, log) => sum + log.args.value, 0n);
  return received === want.amount ? null : fail("amount", want.amount.toString(), received.toString());
}

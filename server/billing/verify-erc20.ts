import { erc20Abi, isAddressEqual, parseEventLogs, type Address, type TransactionReceipt } from "viem";
import { fail, type Received } from "./verify-verdict.ts";

/** The sum of the token's Transfer logs to the destination in this receipt, or why there is none. */
export function erc20Received(receipt: TransactionReceipt, token: Address, destination: Address): Received {
  // Only the invoice's token counts: any contract can emit a look-alike Transfer event.
  const transfers = parseEventLogs({ abi: erc20Abi, eventName: "Transfer", logs: receipt.logs }).filter(
    (log) => isAddressEqual(log.address, token),
  );
  if (transfers.length === 0) return fail("token", `Transfer of ${token}`, "no Transfer of this token");
  const toDestination = transfers.filter((log) => isAddressEqual(log.args.to, destination));
  const first = transfers[0];
  if (toDestination.length === 0) return fail("destination", destination, first?.args.to ?? "none");
  return { ok: true, received: toDestination.reduce((sum, log) => sum + log.args.value, 0n) };
}

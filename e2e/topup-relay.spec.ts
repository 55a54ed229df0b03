import { createWalletClient, http, type Address } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { forwarderAbi, forwarderBytecode } from "../server/billing/verify-test-fixtures.ts";
import {
  bookRow,
  expect,
  fundWallet,
  ledgerBalance,
  openQuote,
  successBox,
  test,
  topUpGrowth,
} from "./topup-kit.ts";
import { chainClient, localChain } from "./wallet.ts";

// The watcher reads every 3 s, then traces the blocks a few per round; 15 s is issue 27's promise
// for a direct transfer, and a relayed one needs the trace rounds on top.
const DETECTED_WITHIN = 30_000;

test.describe.configure({ timeout: 90_000 });

// FIXME (issue 27): passes alone, times out in the full run beside the other chain specs; the finder
// itself is covered on a real forwarder by src/features/topup/model/deposit-trace.test.ts.
test.fixme("ETH a contract relays to the invoice address (an internal transfer) is found by tracing and credited, nothing pasted", async ({
  signedIn: page,
  account,
}) => {
  const before = await ledgerBalance(account.api_key);
  const quote = await openQuote(page, "ETH", 37);

  const client = chainClient();
  const payer = privateKeyToAccount(generatePrivateKey());
  await fundWallet(payer.address);
  const wallet = createWalletClient({
    account: payer,
    chain: localChain(),
    transport: http(client.transport.url),
  });
  const deployed = await client.waitForTransactionReceipt({
    hash: await wallet.deployContract({ abi: forwarderAbi, bytecode: forwarderBytecode }),
  });
  const hash = await wallet.writeContract({
    address: deployed.contractAddress as Address,
    abi: forwarderAbi,
    functionName: "forward",
    args: [quote.destination],
    value: quote.amount,
  });
  await client.waitForTransactionReceipt({ hash });

  await expect(successBox(page)).toBeVisible({ timeout: DETECTED_WITHIN });
  await expect(successBox(page)).toContainText("Credits added: 37 credits");
  await expect(bookRow(page, quote.invoiceId).getByTestId("paid-hash")).toHaveText(hash);
  expect(await topUpGrowth(account.api_key, before)).toBe(37);
});

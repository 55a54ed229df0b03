import { expectNoA11yViolations } from "./axe.ts";
import {
  connectWallet,
  expect,
  expectCredited,
  expectNativeTransfer,
  getQuote,
  ledgerBalance,
  openTopUp,
  payButton,
  storedPending,
  test,
  topUpGrowth,
} from "./topup-kit.ts";
import { expectStatus } from "./expect-status.ts";

// The top-up journey against an account that speaks the production dialect: invoices are `tp_…`
// and completing answers 200 with an empty body (docs/interfaces.md).
test.use({ accountInit: { subscription_balance: 5000, top_up_balance: 1250, dialect: "production" } });
test.describe.configure({ timeout: 60_000 });

test("ETH top-up end to end in the production dialect: a tp_ invoice, an empty completion, credited exactly", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  const before = await ledgerBalance(account.api_key);
  await openTopUp(page);
  const quoted = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/billing/v1/account/topup",
  );
  const quote = await getQuote(page, "ETH", 500);
  const invoice = (await (await quoted).json()) as { id: string };
  expect(invoice.id).toMatch(/^tp_[A-Za-z0-9_-]{21}$/);
  expect(quote.invoiceId).toBe(invoice.id);
  expect(quote.amount).toBe(5_000_000_000_000_000n);
  await expectNoA11yViolations(page);

  await connectWallet(page);
  await expect(page.getByText(wallet.address)).toBeVisible();
  const completed = page.waitForResponse((r) =>
    new URL(r.url()).pathname.endsWith(`/account/topup/${encodeURIComponent(invoice.id)}/complete`),
  );
  await payButton(page).click();
  const completion = await completed;
  await expectStatus(completion, 200);
  expect(await completion.text()).toBe("");

  const hash = await expectCredited(page, 500);
  expect(hash).toBe(wallet.sent[0]?.hash);
  await expectNativeTransfer(hash, quote.destination, quote.amount);
  expect(await topUpGrowth(account.api_key, before)).toBe(500);
  await expectNoA11yViolations(page);
  expect(await storedPending(page)).toBe("[]");
});

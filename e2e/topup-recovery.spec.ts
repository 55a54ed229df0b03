import { expectNoA11yViolations } from "./axe.ts";
import type { Control } from "./control.ts";
import { runClockUntil } from "./page-clock.ts";
import {
  expect,
  expectCredited,
  expectNativeTransfer,
  ledgerBalance,
  topUpGrowth,
  payButton,
  pendingRow,
  quoteWithWallet,
  storedPending,
  successBox,
  test,
} from "./topup-kit.ts";

/**
 * Runs `steps` with automine off, then turns it back on and mines a block, however `steps` end: a
 * failed test must not leave the shared chain waiting for blocks nobody mines.
 */
async function withAutomineOff(control: Control, steps: () => Promise<void>): Promise<void> {
  await control.automine(false);
  try {
    await steps();
  } finally {
    await control.automine(true);
    await control.mine(1);
  }
}

/*
 * These two tests switch automine off on the one chain every test shares. The tag puts them in
 * their own Playwright project, which runs after every other chain spec has finished (see
 * playwright.config.ts): a transaction sent meanwhile by another test would wait for a block
 * nobody mines. They run one after the other, each inside withAutomineOff.
 */
test.describe("with automine off", { tag: "@automine-off" }, () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  test("reload before the block is mined: the page resumes by itself, mine → credited once", async ({
    signedIn: page,
    account,
    wallet,
    control,
  }) => {
    const before = await ledgerBalance(account.api_key);
    const quote = await quoteWithWallet(page, "ETH", 300);
    await withAutomineOff(control, async () => {
      await payButton(page).click();
      const item = pendingRow(page, quote.invoiceId);
      await expect(item.getByText(/Waiting to be mined/)).toBeVisible();
      // The invoice has a recorded hash now: this page will not pay it a second time.
      await expect(payButton(page)).toHaveCount(0);
      await expect(page.getByText(/already recorded/)).toBeVisible();
      const stored = await storedPending(page);
      expect(JSON.parse(stored ?? "[]")).toMatchObject([
        {
          invoice: { id: quote.invoiceId },
          hash: wallet.sent[0]?.hash,
          from: wallet.address,
          chainId: 31337,
        },
      ]);

      await page.reload();
      await expect(item.getByText(/Waiting to be mined/)).toBeVisible();
      await expect(item.getByTestId("pending-hash")).toHaveText(wallet.sent[0]?.hash ?? "");
      await expectNoA11yViolations(page);
      expect((await ledgerBalance(account.api_key)).top_up_balance).toBe(before.top_up_balance);
      await control.mine(1);
    });

    const hash = await expectCredited(page, 300);
    expect(hash).toBe(wallet.sent[0]?.hash);
    await expect(pendingRow(page, quote.invoiceId)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Top up", level: 1 })).toBeVisible();
    await expect(page.getByText("Pending payments")).toHaveCount(0);
    expect(await topUpGrowth(account.api_key, before)).toBe(300);
  });

  test("speed-up with the same nonce and a higher fee: credited with the replacement's hash", async ({
    signedIn: page,
    account,
    wallet,
    control,
  }) => {
    const before = await ledgerBalance(account.api_key);
    const quote = await quoteWithWallet(page, "ETH", 800);
    let replacement = "";
    await withAutomineOff(control, async () => {
      await payButton(page).click();
      await expect(pendingRow(page, quote.invoiceId).getByText(/Waiting to be mined/)).toBeVisible();
      replacement = await wallet.speedUp();
      await control.mine(1);
    });

    const original = wallet.sent[0]?.hash;
    expect(wallet.sent[1]?.nonce).toBe(wallet.sent[0]?.nonce);
    const hash = await expectCredited(page, 800);
    expect(hash).toBe(replacement);
    expect(hash).not.toBe(original);
    await expectNativeTransfer(hash, quote.destination, quote.amount);
    expect(await topUpGrowth(account.api_key, before)).toBe(800);
  });
});

test("the complete endpoint fails at first: retried with a countdown, credited exactly once", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  // The page's clock follows the real one until the test moves it past the back-off (below).
  await page.clock.install();
  const before = await ledgerBalance(account.api_key);
  let refused = 0;
  // An outage of the service is a fault it cannot produce on demand.
  await page.route("**/billing/v1/account/topup/*/complete", (route) => {
    if (refused >= 2) return route.fallback();
    refused++;
    return route.fulfill({
      status: 503,
      json: {
        error: { code: "CHAIN_UNAVAILABLE", message: "No chain connection to verify payments", details: {} },
      },
    });
  });
  const quote = await quoteWithWallet(page, "ETH", 600);
  await payButton(page).click();

  const pending = pendingRow(page, quote.invoiceId);
  await expect(pending.getByText(/Top-ups are unavailable right now\. Next check in \d+ s/)).toBeVisible();
  await expectNoA11yViolations(page);
  await pending.getByRole("button", { name: "Check now" }).click();
  await expect.poll(() => refused).toBe(2);
  // The next attempt waits out the back-off (4 s after a second failure, completion-backoff.ts): the
  // page's clock moves on instead. A jump too far changes nothing: the third attempt is answered.
  await runClockUntil(page, (quick) => expect(successBox(page)).toBeVisible(quick), { step: 2_000 });

  const hash = await expectCredited(page, 600);
  expect(hash).toBe(wallet.sent[0]?.hash);
  expect(await topUpGrowth(account.api_key, before)).toBe(600);
});

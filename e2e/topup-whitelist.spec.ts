import { expectNoA11yViolations } from "./axe.ts";
import { baseUrl } from "./control.ts";
import {
  blindChain,
  bookRow,
  expect,
  ledgerBalance,
  openQuote,
  pasteOnCard,
  quoteWithWallet,
  test,
  topUpGrowth,
} from "./topup-kit.ts";
import { paths } from "./routes.ts";
import { expectStatus } from "./expect-status.ts";

test.describe.configure({ timeout: 60_000 });

test("the connected test wallet's address is added to the sender whitelist in Settings and listed", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  // The wallet is connected on the Top up page (it offers wallets once there is a quote);
  // Settings reconnects it through wagmi.
  await quoteWithWallet(page, "ETH", 10);
  await expect(
    page
      .getByRole("region", { name: "Pay with wallet" })
      .getByText("No sender whitelist: a payment from any address is credited."),
  ).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();

  const section = page.getByRole("region", { name: "Sender whitelist" });
  await expect(
    section.getByText("No addresses listed: payments from any address are credited."),
  ).toBeVisible();
  await section.getByRole("button", { name: "Add my connected wallet" }).click();

  const list = section.getByRole("list", { name: /Only payments sent from these addresses/ });
  await expect(list.getByText(wallet.address, { exact: true })).toBeVisible();
  await expect(section.getByRole("button", { name: "Add my connected wallet" })).toBeDisabled();
  await expectNoA11yViolations(page);

  // The service holds it for this account.
  const answer = await fetch(new URL("/billing/v1/account/whitelist", baseUrl()), {
    headers: { authorization: `Bearer ${account.api_key}` },
  });
  expect(await answer.json()).toEqual({ addresses: [wallet.address] });
});

test("a typed address is listed, survives a reload and can be removed", async ({ signedIn: page }) => {
  const address = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
  await page.goto(paths.settings());
  const section = page.getByRole("region", { name: "Sender whitelist" });
  await section.getByRole("textbox", { name: "Address to add" }).fill(address.toLowerCase());
  await section.getByRole("button", { name: "Add" }).click();
  await expect(section.getByRole("listitem")).toHaveText([new RegExp(address)]);

  await page.reload();
  await expect(section.getByRole("listitem")).toHaveText([new RegExp(address)]);
  await section.getByRole("button", { name: `Remove ${address}` }).click();
  await expect(
    section.getByText("No addresses listed: payments from any address are credited."),
  ).toBeVisible();
});

async function listOnService(apiKey: string, address: string): Promise<void> {
  const answer = await fetch(new URL("/billing/v1/account/whitelist", baseUrl()), {
    method: "POST",
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    body: JSON.stringify({ address }),
  });
  await expectStatus(answer, 200);
}

test("the pay panel says when the paying wallet is outside the whitelist, and links to Settings", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  await listOnService(account.api_key, "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC");
  await quoteWithWallet(page, "ETH", 10);
  const panel = page.getByRole("region", { name: "Pay with wallet" });
  await expect(panel.getByRole("status").filter({ hasText: "is not on" })).toContainText(
    `${wallet.address} is not on this account's sender whitelist, so a payment from it would not be credited; Pay is off until it is added.`,
  );
  await expect(
    page.getByRole("region", { name: "Pay another way" }).getByText(/Only payments from the address on/),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await panel.getByRole("link", { name: "Manage the sender whitelist in Settings" }).click();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
});

test("a payment from a sender outside the whitelist is refused in words, with the next step", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  // Only the pasted hash may credit it here: the page's own chain reads fail, so detection cannot win the race.
  await blindChain(page);
  await listOnService(account.api_key, "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC");
  const before = await ledgerBalance(account.api_key);
  const quote = await openQuote(page, "ETH", 20);
  const hash = await wallet.transfer(quote.destination, quote.amount);
  await pasteOnCard(page, hash);
  const problem = bookRow(page, quote.invoiceId).getByRole("alert");
  await expect(problem).toContainText("The sender is not on this account's whitelist");
  await expect(problem).toContainText(
    `Add ${wallet.address} to the sender whitelist, then check this hash again`,
  );
  expect(await ledgerBalance(account.api_key), "nothing credited").toEqual(before);

  // The fix in the row: the sender is listed and the same transaction is asked again, credited once.
  await problem.getByRole("button", { name: "Add and check again" }).click();
  await expect(bookRow(page, quote.invoiceId)).toContainText("Paid", { timeout: 30_000 });
  expect(await topUpGrowth(account.api_key, before), "credited once, the quote exactly").toBe(20);
});

import {
  blindChain,
  expect,
  expectCredited,
  getQuote,
  openTopUp,
  pasteOnCard,
  successBox,
  test,
} from "./topup-kit.ts";
import { paths } from "./routes.ts";

test("after two top-ups and a reload, the balance chart and movements show both, caused by their invoices", async ({
  signedIn: page,
  wallet,
}) => {
  // Only the pasted hash may credit it here: the page's own chain reads fail, so detection cannot win the race.
  await blindChain(page);
  // A first reading of the balance before any top-up.
  await page.goto(paths.balance());
  await expect(page.getByLabel("Total credits")).toContainText("6,250");
  await openTopUp(page);
  const invoices: string[] = [];
  for (const credits of [410, 420]) {
    const quote = await getQuote(page, "ETH", credits);
    const hash = await wallet.transfer(quote.destination, quote.amount);
    await pasteOnCard(page, hash);
    await expectCredited(page, credits);
    // The header shows the refetched total, so the reading after this top-up is recorded.
    await expect(page.getByLabel("Header balance")).toContainText(credits === 410 ? "6,660" : "7,080");
    invoices.push(quote.invoiceId);
    await successBox(page).getByRole("button", { name: "Dismiss" }).click();
  }
  await page.goto(paths.balance());
  await page.reload();
  await expect(page.getByLabel("Total credits")).toContainText("7,080");
  const movements = page.getByRole("list", { name: "Movements" }).getByRole("listitem");
  // The service's ledger lists them (with the account's opening balance) after a reload.
  await expect(movements).toHaveCount(3);
  await expect(movements.nth(0)).toContainText(`+420→ 7,080Top-up of invoice ${invoices[1]}`);
  await expect(movements.nth(1)).toContainText(`+410→ 6,660Top-up of invoice ${invoices[0]}`);
  await expect(movements.nth(2)).toContainText("+6,250→ 6,250Subscription or opening credits");
  const chart = page.getByRole("img", { name: /^Balance over time: 3 points/ });
  await expect(chart).toHaveAccessibleName(/from 6,250 to 7,080 credits/);
});

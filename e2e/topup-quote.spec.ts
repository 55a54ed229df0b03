import { expectNoA11yViolations } from "./axe.ts";
import { requestsReported } from "./page-clock.ts";
import {
  blindChain,
  bookRow as row,
  expect,
  getQuote,
  openQuote,
  openTopUp,
  pasteOnRow,
  test,
} from "./topup-kit.ts";

test.describe("at 360 px wide", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the book, a problem row and the quote card fit without sideways scrolling", async ({
    signedIn: page,
    wallet,
  }) => {
    // Only the pasted hash may credit it here: the page's own chain reads fail, so detection cannot win the race.
    await blindChain(page);
    const quote = await openQuote(page, "USDC", 100);
    await pasteOnRow(page, quote.invoiceId, await wallet.transfer(quote.destination, 1n));
    await expect(row(page, quote.invoiceId)).toContainText("Problem");
    await row(page, quote.invoiceId).getByRole("button", { name: "Open invoice" }).click();
    await expect(page.locator('dl[aria-label="Quote"]')).toContainText(quote.invoiceId);

    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
    expect(width, "scrollWidth of the page in px").toBeLessThanOrEqual(360);
    await expectNoA11yViolations(page);
  });
});

test("the quote form shows the price first, takes '1,000', and the card says when it is out of date", async ({
  signedIn: page,
}) => {
  await openTopUp(page);
  await page.getByLabel("Currency").selectOption({ label: "USDC" });
  await expect(page.getByTestId("price-per-credit")).toHaveText(
    "Price: 40 credits per USDC, so 1 credit costs 0.025 USDC.",
  );
  await page.getByLabel("Credits", { exact: true }).fill("1,000");
  await page.getByRole("button", { name: "Get quote" }).click();
  const card = page.locator('dl[aria-label="Quote"]');
  await expect(card).toContainText("1,000 credits");
  await expect(card).toContainText("25 USDC");
  for (const name of [
    "Copy amount in USDC",
    "Copy exact amount in smallest units",
    "Copy token address",
    "Copy invoice id",
  ])
    await expect(page.getByRole("button", { name })).toBeVisible();
  await expect(page.getByText(/^Out of date:/)).toHaveCount(0);
  await page.getByLabel("Credits", { exact: true }).fill("999");
  await expect(page.getByText(/^Out of date:/)).toContainText("still for 1,000 credits in USDC");
});

test("Get quote again with the same currency and credits shows the open invoice instead of opening another", async ({
  signedIn: page,
}) => {
  let created = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/account/topup")) created++;
  });
  const quote = await openQuote(page, "ETH", 77);
  await page.getByLabel("Credits", { exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByText(`Invoice ${quote.invoiceId} is already open for these credits: pay it below.`),
  ).toBeAttached();
  await expect(page.locator("#quote-title")).toBeFocused();
  await requestsReported(page);
  expect(created).toBe(1);
  // Another number of credits is another quote.
  const other = await getQuote(page, "ETH", 78);
  expect(other.invoiceId).not.toBe(quote.invoiceId);
  expect(created).toBe(2);
});

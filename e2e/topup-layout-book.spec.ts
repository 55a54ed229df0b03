import { baseUrl } from "./control.ts";
import { expect, openTopUp, test } from "./topup-kit.ts";
import { expectStatus } from "./expect-status.ts";

async function openInvoice(apiKey: string, credits: number) {
  const res = await fetch(new URL("/billing/v1/account/topup", baseUrl()), {
    method: "POST",
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    body: JSON.stringify({ type: "crypto", currency_id: "eth", credits }),
  });
  await expectStatus(res, 200);
}

test("25 invoices in the book leave the amount form within the first screen", async ({
  signedIn: page,
  account,
}) => {
  for (let i = 0; i < 25; i++) await openInvoice(account.api_key, 10 + i);
  await openTopUp(page);
  // The service lists them, so the book holds all 25 (10 shown, the rest behind "Show more").
  await expect(page.getByRole("list", { name: "Open invoices" }).getByRole("listitem")).toHaveCount(10);
  await expect(page.getByRole("button", { name: "Show 10 more of 15 open invoices" })).toBeVisible();
  const viewport = page.viewportSize();
  const quote = await page.getByRole("button", { name: "Get quote" }).boundingBox();
  expect(viewport && quote && quote.y + quote.height).toBeLessThanOrEqual(viewport?.height ?? 0);
});

// Top-up actions: "Get quote", then "Check payment" for an ETH transfer sent outside the page from
// anvil's unlocked dev account 0 (the paste-a-hash path needs no wallet in the page), its
// confirmations mined before the check.
import { settled } from "./browser.mjs";
import { mineConfirmations, sendEth } from "./money-in-flight.mjs";

/** @param {import("@playwright/test").Page} page */
function quoteRow(page, term) {
  return page
    .locator('dl[aria-label="Quote"] > div')
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${term}$`) }) })
    .locator("dd");
}

async function quote(page, counted) {
  await page.goto("/topup");
  await settled(page);
  await page.getByLabel("Currency").selectOption({ label: "ETH" });
  await page.getByLabel("Credits", { exact: true }).fill("200");
  return counted(page, async () => {
    await page.getByRole("button", { name: "Get quote" }).click();
    await quoteRow(page, "Exact amount").locator(".font-mono").filter({ hasText: /^\d+$/ }).waitFor();
  });
}

export function topUpActions(counted) {
  return {
    topUpQuote: (page) => quote(page, counted),
    topUpCheck: async (page, stack) => {
      await quote(page, counted);
      const wei = await quoteRow(page, "Exact amount").locator(".font-mono").textContent();
      const to = await quoteRow(page, "Destination").locator(".font-mono").textContent();
      const hash = await sendEth(stack.chainUrl, (to ?? "").trim(), (wei ?? "0").trim());
      await mineConfirmations(stack.chainUrl);
      await page.getByLabel("Transaction hash", { exact: true }).fill(hash);
      return counted(page, async () => {
        await page.getByRole("button", { name: "Check payment" }).click();
        await page.getByRole("status", { name: "Top-up completed" }).waitFor({ timeout: 30_000 });
      });
    },
  };
}

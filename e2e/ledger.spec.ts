import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures.ts";
import { paths } from "./routes.ts";
import { execute, isExecute, openTool } from "./tool-kit.ts";

const movementsOf = (page: Page) => page.getByRole("list", { name: "Movements" }).getByRole("listitem");

test("a second browser sees the same movements, with their causes, through /account/ledger", async ({
  signedIn: page,
  browser,
  account,
}) => {
  // A paid tool run in the first browser.
  await openTool(page, "coingecko_screenCoins", "crypto", { filters: { category: "Stablecoins" }, limit: 3 });
  const sent = page.waitForRequest(isExecute);
  await execute(page).click();
  await sent;
  await expect(page.getByRole("region", { name: "coingecko_screenCoins result" })).toBeVisible();
  await page.goto(paths.balance());
  // Named by what it bought, and opened from this browser's stored answer.
  await expect(movementsOf(page).first()).toContainText("Tool run coingecko_screenCoins (crypto)");
  await expect(
    movementsOf(page)
      .first()
      .getByRole("link", { name: /Tool run coingecko_screenCoins/ }),
  ).toBeVisible();
  const seenFirst = await movementsOf(page).allTextContents();

  // A fresh context shares nothing stored with the first: what it lists comes from the service.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await signIn(second, account.api_key);
    const listed = second.waitForResponse((r) => r.url().includes("/billing/v1/account/ledger") && r.ok());
    await second.goto(paths.balance());
    await listed;
    await expect(movementsOf(second)).toHaveCount(seenFirst.length);
    // Said once this browser's call records are read, after the paint.
    await expect(movementsOf(second).first()).toContainText("(answer kept on another device)");
    // The same movements, named the same; the tool run's answer is kept on the first browser only.
    const seenSecond = await movementsOf(second).allTextContents();
    expect(seenSecond[0]).toContain(
      "Tool run coingecko_screenCoins (crypto) (answer kept on another device)",
    );
    expect(seenSecond.map((text) => text.replace(" (answer kept on another device)", ""))).toEqual(seenFirst);
    await expect(second.getByText(/elsewhere/)).toHaveCount(0);
    expect(
      await second.evaluate(() =>
        Object.keys(localStorage).filter((k) => k.startsWith("dash.balance.causes")),
      ),
    ).toEqual([]);
  } finally {
    await other.close();
  }
});

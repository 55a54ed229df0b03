import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { execute, executeLog, openTool } from "./tool-kit.ts";

const TOOL = "coingecko_searchCoin";
const item = (page: Page) => page.getByRole("listitem", { name: new RegExp(`^Call ${TOOL}`) }).first();

test("a tool's stored answer survives a reload and opens with zero execute requests; Replay asks first", async ({
  signedIn: page,
}) => {
  await openTool(page, TOOL, "crypto");
  await page.getByRole("textbox", { name: "query", exact: true }).fill("bitcoin");
  await execute(page).click();
  await expect(page.getByRole("region", { name: `${TOOL} result` })).toBeVisible();

  await page.reload();
  await expect(item(page)).toBeVisible();
  const sent = executeLog(page);
  await item(page)
    .getByRole("button", { name: /^Open answer of / })
    .click();
  await expect(item(page).getByRole("region", { name: /^Stored answer of / })).toContainText("bitcoin");

  // Replay shows the stored answer and asks, stating the cost; Cancel sends nothing.
  await item(page)
    .getByRole("button", { name: /^Replay / })
    .click();
  const dialog = page.getByRole("dialog", { name: `Run ${TOOL} again?` });
  await expect(dialog).toContainText(/expected cost \d+ credits? \(listed price\)/);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect(sent).toHaveLength(0);

  await item(page)
    .getByRole("button", { name: /^Replay / })
    .click();
  await dialog.getByRole("button", { name: "Run again" }).click();
  await expect(page.getByRole("region", { name: /^Changes since the stored answer of / })).toBeVisible();
  expect(sent).toHaveLength(1);
});

test("without IndexedDB (private mode) the tool page still runs and says what it could not keep", async ({
  signedIn: page,
}) => {
  await page.addInitScript(() => {
    // What a browser that refuses storage looks like to the page.
    Object.defineProperty(window, "indexedDB", { value: undefined, configurable: true });
  });
  await openTool(page, TOOL, "crypto");
  await page.getByRole("textbox", { name: "query", exact: true }).fill("bitcoin");
  await execute(page).click();
  await expect(page.getByRole("region", { name: `${TOOL} result` })).toBeVisible();
  await expect(item(page)).toBeVisible();
  await expect(page.getByText(/kept only until this tab closes/).first()).toBeVisible();
});

test("with the storage quota forced low the tool page still runs and says what it could not keep", async ({
  signedIn: page,
  baseURL,
}) => {
  // A full disk is a condition the stack cannot produce: Chromium's own quota is lowered instead.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Storage.overrideQuotaForOrigin", { origin: new URL(baseURL ?? "").origin, quotaSize: 1 });
  await openTool(page, TOOL, "crypto");
  await page.getByRole("textbox", { name: "query", exact: true }).fill("bitcoin");
  await execute(page).click();
  await expect(page.getByRole("region", { name: `${TOOL} result` })).toBeVisible();
  await expect(item(page)).toBeVisible();
  await expect(page.getByText(/The disk is full/).first()).toBeVisible();
});

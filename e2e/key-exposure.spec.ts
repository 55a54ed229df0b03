import { expect, test } from "./fixtures.ts";
import { readCallRecords } from "./call-records-kit.ts";
import { paths } from "./routes.ts";
import { storageKeys, storedEntries, storedText } from "./storage-kit.ts";

test("the API key stays out of URLs, history, links, snippets, console and storage unless asked", async ({
  signedIn: page,
  account,
  context,
  baseURL,
}) => {
  const key = account.api_key;
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL ?? "" });
  const seen: string[] = [];
  page.on("request", (request) => seen.push(`request ${request.url()}`));
  page.on("framenavigated", (frame) => seen.push(`url ${frame.url()}`));
  page.on("console", (message) => seen.push(`console ${message.text()}`));
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

  await page.goto(paths.tool("coingecko_searchCoin", { vertical: "crypto" }));
  await page.getByRole("textbox", { name: "query", exact: true }).fill("bit");
  await page.getByRole("button", { name: /^Execute/ }).click();
  await expect(page.getByRole("region", { name: "coingecko_searchCoin result" })).toBeVisible();
  seen.push(
    `share ${(await page.getByRole("link", { name: "Link to this call" }).getAttribute("href")) ?? ""}`,
  );
  for (const what of ["link", "as curl", "as fetch"]) {
    await page.getByRole("button", { name: `Copy ${what}` }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `Copied ${what === "link" ? "the link" : what}` }),
    ).toBeVisible();
    seen.push(`clipboard ${await clipboard()}`);
  }

  await page.goto(paths.search());
  const form = page.getByRole("form", { name: "Search" });
  await form.getByLabel("Query").fill("What is the price of Bitcoin?");
  await form.getByRole("button", { name: "Search" }).click();
  await expect(
    page.getByRole("region", { name: "Search result" }).getByRole("heading", { name: "Summary" }),
  ).toBeVisible({
    timeout: 15_000,
  });

  const persistent = {
    local: await storedEntries(page, "local"),
    ...(await page.evaluate(() => ({ cookies: document.cookie, history: history.state as unknown }))),
  };
  const records = await readCallRecords(page);
  seen.push(
    `storage ${JSON.stringify(persistent)}`,
    `cookies ${JSON.stringify(await context.cookies())}`,
    `call records ${records}`,
  );
  expect(records, "the tool call was recorded").toContain("coingecko_searchCoin");
  expect(seen.filter((line) => line.includes(key))).toEqual([]);

  // Opting in works: the snippet carries the key, and "remember" moves it to local storage.
  await page.goto(paths.tool("coingecko_searchCoin", { vertical: "crypto" }));
  await page.getByRole("checkbox", { name: "Include my API key in snippets" }).check();
  await page.getByRole("button", { name: "Copy as curl" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Copied as curl" })).toBeVisible();
  expect(await clipboard()).toContain(key);
  await page.goto(paths.settings());
  await page.getByRole("checkbox", { name: "Remember on this device" }).check();
  await expect.poll(() => storedText(page, "local", storageKeys.apiKey.key("local"))).toBe(key);
});

import { expect, test } from "./fixtures.ts";
import { paths } from "./routes.ts";

const HOSTILE = [
  "## Findings",
  '<script>window.__pwned = "script"; alert("script")</script>',
  "<img src=\"x\" onerror=\"window.__pwned = 'img'; alert('img')\">",
  "[click me](javascript:alert('link'))",
  "<a href=\"javascript:alert('anchor')\" onclick=\"alert('click')\">raw anchor</a>",
  "[safe](https://example.com/)",
].join("\n\n");

test("a summary with hostile markdown executes nothing and shows inert text", async ({ signedIn: page }) => {
  // The service writes summaries from data; a hostile one is injected on the real answer.
  await page.route("**/chat/v1/search", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, summary: HOSTILE } });
  });
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await page.goto(paths.search());
  const form = page.getByRole("form", { name: "Search" });
  await form.getByLabel("Query").fill("What is the price of Bitcoin?");
  await form.getByRole("button", { name: "Search" }).click();

  const summary = page.getByRole("region", { name: "Search result" }).locator("section", {
    has: page.getByRole("heading", { name: "Summary" }),
  });
  await expect(summary.getByRole("heading", { name: "Findings" })).toBeVisible({ timeout: 15_000 });
  await expect(summary).toContainText('<script>window.__pwned = "script"; alert("script")</script>');
  await expect(summary).toContainText("onerror=");
  await expect(summary.locator("script, img, iframe, [onerror], [onclick]")).toHaveCount(0);
  await expect(summary.locator('a[href^="javascript:" i]')).toHaveCount(0);
  const safe = summary.getByRole("link", { name: "safe" });
  await expect(safe).toHaveAttribute("rel", "noopener noreferrer");

  await summary.getByText("click me").click();
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
});

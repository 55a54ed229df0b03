import { expect, test } from "./fixtures.ts";
import { HOSTILE_PAYLOADS, payload, watchHostility } from "./hostile-corpus.ts";
import { paths } from "./routes.ts";

// The hostile corpus reaches the page through the service's test-mode `hostile` vertical.
const toolUrl = (name: string) => paths.tool(name, { vertical: "hostile" });

test("hostile tool listings, schemas, forms and results render as inert text", async ({
  signedIn: page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const watch = watchHostility(page, baseURL ?? "");
  await page.goto(paths.tools({ vertical: "hostile" }));
  await expect(page.getByText("hostile_markup").first()).toBeVisible();
  await expect(page.getByText(payload("script-tag")).first()).toBeVisible();

  await page.goto(toolUrl("hostile_markup"));
  await expect(page.getByRole("heading", { level: 1, name: "hostile_markup" })).toBeVisible();
  await expect(page.getByText(payload("svg-onload")).first()).toBeVisible();
  await page.locator("#root_query").fill(payload("img-onerror"));
  await page.getByRole("button", { name: /^Execute/ }).click();
  const result = page.getByRole("region", { name: "hostile_markup result" });
  await expect(result.getByText(payload("details-ontoggle")).first()).toBeVisible();
  for (const view of ["Table", "Raw", "Tree"]) {
    await result.getByRole("tab", { name: view }).click();
    await expect(result.getByRole("tab", { name: view })).toHaveAttribute("aria-selected", "true");
  }
  const live = "main script, main iframe, main object, main embed, main [onerror], main [onload], main base";
  await expect(page.locator(live)).toHaveCount(0);
  await expect(page.locator('main a[href^="javascript:" i], main a[href^="data:" i]')).toHaveCount(0);
  await watch.expectClean();

  await page.goto(toolUrl("hostile_keys"));
  await expect(page.getByRole("heading", { level: 1, name: "hostile_keys" })).toBeVisible();
  await page.getByRole("button", { name: /^Execute/ }).click();
  const keys = page.getByRole("region", { name: "hostile_keys result" });
  await expect(keys.getByText("Keys that name Object.prototype members.").first()).toBeVisible();
  await keys.getByRole("tab", { name: "Raw" }).click();
  await expect(keys.getByText(/"__proto__"/).first()).toBeVisible();
  await watch.expectClean();

  await page.goto(toolUrl("hostile_huge"));
  await page.getByRole("button", { name: /^Execute/ }).click();
  const huge = page.getByRole("region", { name: "hostile_huge result" });
  await expect(huge.getByText("A megabyte string and 1,000-deep nesting.").first()).toBeVisible({
    timeout: 15_000,
  });
  await huge.getByRole("tab", { name: "Raw" }).click();
  await expect(huge.getByRole("tab", { name: "Raw" })).toHaveAttribute("aria-selected", "true");
  await watch.expectClean();

  // Still usable: the navigation works and another page renders.
  await page.getByRole("link", { name: "Balance" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Balance" })).toBeVisible();
  await watch.expectClean();
});

test("a hostile query becomes the summary heading as text, and nothing runs", async ({
  signedIn: page,
  baseURL,
}) => {
  const watch = watchHostility(page, baseURL ?? "");
  const ids = [
    "script-tag",
    "img-onerror",
    "svg-script",
    "markdown-image",
    "markdown-js-link",
    "rtl-override",
  ];
  const query = `price of bitcoin ${ids.map(payload).join(" ")}`;
  expect(HOSTILE_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  await page.goto(paths.search());
  const form = page.getByRole("form", { name: "Search" });
  await form.getByLabel("Query").fill(query);
  await form.getByRole("button", { name: "Search" }).click();
  const result = page.getByRole("region", { name: "Search result" });
  await expect(result.getByRole("heading", { name: /^price of bitcoin/ })).toBeVisible({ timeout: 15_000 });
  await expect(result.getByRole("heading", { name: /^price of bitcoin/ })).toContainText(
    payload("script-tag"),
  );
  await expect(result.locator("script, img, iframe, [onerror], [onload]")).toHaveCount(0);
  await expect(result.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await watch.expectClean();
  await page.getByRole("link", { name: "Tools" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Tools" })).toBeVisible();
  await watch.expectClean();
});

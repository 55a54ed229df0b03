import { expect, test, useTheme } from "./fixtures.ts";
import { paths } from "./routes.ts";

const dark = /(^|\s)dark(\s|$)/;

test("the dark mode choice survives a reload", async ({ signedIn: page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(paths.balance());
  const html = page.locator("html");
  const theme = page.getByRole("combobox", { name: "Theme" });
  await expect(html).not.toHaveClass(dark);

  await theme.selectOption({ label: "Dark" });
  await expect(html).toHaveClass(dark);

  await page.reload();
  await expect(html).toHaveClass(dark);
  await expect(theme.locator("option:checked")).toHaveText("Dark");
});

test("System follows the colour scheme of the operating system", async ({ signedIn: page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(paths.balance());
  const theme = page.getByRole("combobox", { name: "Theme" });
  await theme.selectOption({ label: "System" });
  await expect(page.locator("html")).toHaveClass(dark);

  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(dark);

  await theme.selectOption({ label: "Light" });
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).not.toHaveClass(dark);
});

test("the frame and the stored theme are painted before the dashboard's code has loaded", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await useTheme(page, "dark");
  // Nothing from the bundle runs: what shows comes from index.html and public/theme.js alone.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(paths.balance());
  await expect(page.locator("html")).toHaveClass(dark);
  await expect(page.getByRole("link", { name: "Credits dashboard" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText([
    "Balance",
    "Top up",
    "Search",
    "Plans",
    "Tasks",
    "Tools",
    "Spending",
    "Settings",
  ]);
  // The frame is the dark one, not a light page waiting for the bundle to switch it.
  const background = await page.locator("header").evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.emulateMedia({ colorScheme: "light" });
  await useTheme(page, "light");
  await page.goto(paths.balance());
  await expect(page.locator("html")).not.toHaveClass(dark);
  const lightBackground = await page.locator("header").evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe(lightBackground);
});

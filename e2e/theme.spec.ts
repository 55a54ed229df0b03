import { expect, test } from "./fixtures.ts";

const dark = /(^|\s)dark(\s|$)/;

test("the dark mode choice survives a reload", async ({ signedIn: page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/balance");
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
  await page.goto("/balance");
  const theme = page.getByRole("combobox", { name: "Theme" });
  await theme.selectOption({ label: "System" });
  await expect(page.locator("html")).toHaveClass(dark);

  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(dark);

  await theme.selectOption({ label: "Light" });
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).not.toHaveClass(dark);
});

import { expect, type Page } from "@playwright/test";
import { paths } from "../src/app/paths.ts";

/** Every route of the dashboard, plus one URL that matches none. */
export const routes = [
  { path: paths.balance(), name: "Balance" },
  { path: paths.topup(), name: "Top up" },
  { path: paths.search(), name: "Search" },
  { path: paths.plans(), name: "Plans" },
  { path: paths.tasks(), name: "Tasks" },
  { path: paths.tools(), name: "Tools" },
  { path: paths.settings(), name: "Settings" },
  { path: "/no-such-page", name: "not found" },
] as const;

/** Matches an en-US formatted integer as a whole number, so 6,250 does not match 16,250. */
export function amount(value: number): RegExp {
  const text = new Intl.NumberFormat("en-US").format(value).replace(/,/g, "\\,");
  return new RegExp(`(^|[^\\d,.])${text}($|[^\\d,.])`);
}

/** The digits of a figure the page prints ("1,234 credits" → 1234). */
export function credits(text: string): number {
  return Number(text.replace(/\D/g, ""));
}

/** The value of a term in one of the page's description lists. */
export function term(page: Page, name: string) {
  return page.locator("dt", { hasText: new RegExp(`^${name}$`) }).locator("xpath=following-sibling::dd[1]");
}

/** Waits until the route has rendered and the header balance has loaded, so checks see a settled page. */
export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByLabel("Header balance")).toHaveText(/\d/);
}

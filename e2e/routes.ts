import { expect, type Page } from "@playwright/test";
import { navigation, paths, routePatterns, type RouteName } from "../src/app/paths.ts";

// Specs build every dashboard URL with these builders and never spell a path (scripts/e2e-paths.test.js).
export { paths, routePatterns };

/** Every page of the main navigation (its path and its link's name there), and a URL that matches none. */
export const routes = [
  ...navigation.map((entry) => ({ path: entry.path, name: entry.label })),
  { path: "/no-such-page", name: "not found" },
];

/**
 * For `expect(page).toHaveURL(...)`: the page is on route `name` (its path, whatever the query), and each
 * parameter given equals the value or matches the pattern (`onRoute("plan", { id: /^plan_/ })`).
 */
export function onRoute(
  name: RouteName,
  params: Record<string, string | RegExp> = {},
): (url: URL) => boolean {
  const names: string[] = [];
  const source = routePatterns[name].replace(/:(\w+)/g, (_, param: string) => {
    names.push(param);
    return "([^/]+)";
  });
  const pattern = new RegExp(`^${source}$`);
  return (url) => {
    const match = pattern.exec(url.pathname);
    return (
      match !== null &&
      names.every((param, index) => {
        const want = params[param];
        const value = decodeURIComponent(match[index + 1] ?? "");
        return want === undefined || (typeof want === "string" ? value === want : want.test(value));
      })
    );
  };
}

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

import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { onRoute, paths } from "./routes.ts";

// What the search and plan specs share.

/** A question the crypto planner answers with a plan of several steps. */
export const AVALANCHE = "price of the native coin of avalanche";

/** Creates a plan from the Plans page and returns its id once its steps are shown. */
export async function createPlan(page: Page, query: string): Promise<string> {
  await page.goto(paths.plans());
  const form = page.getByRole("form", { name: "Create a plan" });
  await form.getByLabel("Query").fill(query);
  await form.getByRole("button", { name: "Create plan" }).click();
  await expect(page).toHaveURL(onRoute("plan"));
  await expect(page.getByRole("list", { name: "Plan steps" })).toBeVisible();
  return decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
}

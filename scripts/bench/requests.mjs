// Service requests a user action sends (from the click until its result shows, plus a settle time),
// and how many of them re-read the balance. Each action runs in its own signed-in page.
import { settled, signedInPage } from "./browser.mjs";
import { topUpActions } from "./topup-actions.mjs";

const SETTLE_MS = 1500;
const isService = (path) => /^\/(billing|chat|proxy)\//.test(path);

/** @param {import("@playwright/test").Page} page */
async function counted(page, act) {
  const seen = [];
  const listener = (request) => {
    const url = new URL(request.url());
    if (isService(url.pathname)) seen.push(`${request.method()} ${url.pathname}`);
  };
  page.on("request", listener);
  try {
    await act();
    await page.waitForTimeout(SETTLE_MS);
  } finally {
    page.off("request", listener);
  }
  const balance = seen.filter((r) => r.endsWith("/billing/v1/account/balance")).length;
  return { action: seen.length - balance, balance, requests: seen };
}

const ACTIONS = {
  search: async (page) => {
    await page.goto("/search");
    await settled(page);
    const form = page.getByRole("form", { name: "Search" });
    await form.getByLabel("Vertical").fill("crypto");
    await form.getByLabel("Query").fill("What is the price of Bitcoin?");
    return counted(page, async () => {
      await form.getByRole("button", { name: "Search" }).click();
      await page
        .getByRole("region", { name: "Search result" })
        .getByText("Consumed")
        .waitFor({ timeout: 30_000 });
    });
  },
  planCreate: async (page) => {
    await page.goto("/plans");
    await settled(page);
    const form = page.getByRole("form", { name: "Create a plan" });
    await form.getByLabel("Query").fill("price of the native coin of avalanche");
    return counted(page, async () => {
      await form.getByRole("button", { name: "Create plan" }).click();
      await page.getByRole("list", { name: "Plan steps" }).waitFor({ timeout: 30_000 });
    });
  },
  planRun: async (page) => {
    await ACTIONS.planCreate(page);
    return counted(page, async () => {
      await page.getByRole("button", { name: /^Run plan/ }).click();
      await page.getByRole("region", { name: "Search result" }).waitFor({ timeout: 30_000 });
    });
  },
  toolExecute: async (page) => {
    const input = encodeURIComponent(JSON.stringify({ coinIds: ["bitcoin"], vsCurrency: "usd" }));
    await page.goto(`/tools/coingecko_getCoinPrice?vertical=crypto&input=${input}`);
    await settled(page);
    return counted(page, async () => {
      await page.getByRole("button", { name: /^Execute/ }).click();
      await page.getByRole("region", { name: "coingecko_getCoinPrice result" }).waitFor({ timeout: 30_000 });
    });
  },
  ...topUpActions(counted),
};

export async function measureRequests({ browser, stack }) {
  const figures = {};
  const detail = {};
  const failures = {};
  for (const [name, action] of Object.entries(ACTIONS)) {
    const { api_key } = await stack.createAccount();
    const { context, page } = await signedInPage(browser, stack.url, api_key);
    try {
      const result = await action(page, stack);
      figures[`requests.${name}.action`] = result.action;
      figures[`requests.${name}.balance`] = result.balance;
      detail[name] = result.requests;
    } catch (error) {
      failures[`requests.${name}`] = error instanceof Error ? error.message.split("\n")[0] : String(error);
    } finally {
      await context.close();
    }
  }
  return { figures, detail, failures };
}

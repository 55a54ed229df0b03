import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "./axe.ts";
import { baseUrl } from "./control.ts";
import { expect, test } from "./fixtures.ts";
import { runClockUntil } from "./page-clock.ts";
import { amount, onRoute, paths } from "./routes.ts";

// Phase holds are global to the service: these tests take turns.
test.describe.configure({ mode: "serial" });

async function taskControl(method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(new URL(`/__test/tasks${path}`, baseUrl()), {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} /__test/tasks${path} → ${response.status}`);
}
const hold = (status: string) => taskControl("POST", "/holds", { status });
const release = (status: string) => taskControl("DELETE", `/holds/${status}`);

async function balanceOf(key: string): Promise<number> {
  const response = await fetch(new URL("/billing/v1/account/balance", baseUrl()), {
    headers: { Authorization: `Bearer ${key}` },
  });
  return ((await response.json()) as { balance: number }).balance;
}

// The task page asks for the status every 2 s (POLL_VISIBLE_MS). Each page's clock is installed before
// it loads and follows the real one; after a release the test moves it on a poll at a time instead of
// waiting for the next one. The phases are held by the service, so a poll too many changes nothing.
const POLL_MS = 2_000;
test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await taskControl("PUT", "/timing", { phase_ms: 0 });
});
test.afterEach(async () => {
  await taskControl("DELETE", "/holds");
});

const QUERY = "Compare Bitcoin and Ethereum: prices and market caps";

async function startTask(page: Page, query: string) {
  await page.goto(paths.tasks());
  await expect(page.getByRole("heading", { level: 1, name: "Tasks" })).toBeVisible();
  await expect(page.getByText("charged per data call it makes")).toBeVisible();
  await page.getByLabel("Question").fill(query);
  await page.getByRole("button", { name: "Start research" }).click();
  await expect(page).toHaveURL(onRoute("task", { id: /^task_/ }));
}

const current = (page: Page) => page.getByRole("list", { name: "Phases" }).locator('[aria-current="step"]');

/** The next polls come now, until the current phase is `phase`. */
async function polledTo(page: Page, phase: RegExp): Promise<void> {
  await runClockUntil(page, (quick) => expect(current(page)).toHaveText(phase, quick), { step: POLL_MS });
}

test("a task moves through every phase, survives a reload, and its report can be read and exported", async ({
  signedIn: page,
  account,
}) => {
  for (const phase of ["Queued", "Researching", "Validating", "Summarizing"]) await hold(phase);
  const before = await balanceOf(account.api_key);
  await startTask(page, QUERY);

  await expect(current(page)).toHaveText(/Queued/);
  await expectNoA11yViolations(page);
  await release("Queued");
  await polledTo(page, /Researching/);

  // A reload mid-way follows the same task from where it is.
  await page.reload();
  await expect(current(page)).toHaveText(/Researching/);
  await expect(page.getByText(QUERY)).toBeVisible();
  await release("Researching");
  await polledTo(page, /Validating/);
  await release("Validating");
  await polledTo(page, /Summarizing/);
  await release("Summarizing");
  await polledTo(page, /Completed/);

  const report = page.getByRole("region", { name: "Report" });
  await expect(report.getByRole("heading", { name: "Summary" })).toBeVisible();
  await expect(report.getByText(/Prices: BTC 67321\.45 USD, ETH 3512\.08 USD\./)).toBeVisible();
  await expect(report.getByRole("table").first()).toBeVisible();
  await expect(report.getByRole("heading", { name: "Sources" })).toBeVisible();
  const spent = before - (await balanceOf(account.api_key));
  expect(spent).toBeGreaterThan(0);
  await expect(report.getByText(`${spent} credits`)).toBeVisible();
  await expect(page).toHaveTitle(/Task finished/);
  // The header balance is asked again once the watched task has ended.
  await expect(page.getByLabel("Header balance")).toHaveText(amount(before - spent));
  await expectNoA11yViolations(page);

  const markdown = page.waitForEvent("download");
  await report.getByRole("button", { name: "Export markdown" }).click();
  const md = await markdown;
  expect(md.suggestedFilename()).toMatch(/^task_.+\.md$/);
  expect(readFileSync(await md.path(), "utf8")).toMatch(/^# Compare Bitcoin and Ethereum/);
  const json = page.waitForEvent("download");
  await report.getByRole("button", { name: "Export JSON" }).click();
  const exported = JSON.parse(readFileSync(await (await json).path(), "utf8")) as Record<string, unknown>;
  expect(exported).toMatchObject({ query: QUERY, status: "Completed", credits_consumed: spent });

  // The list keeps the task, newest first, with its status.
  await page.goto(paths.tasks());
  const row = page.getByRole("list", { name: "Tasks" }).getByRole("listitem").first();
  await expect(row.getByRole("link", { name: QUERY })).toBeVisible();
  await expect(row.getByText("Completed")).toBeVisible();
});

test("the report's citations link to their sources; focus follows Start; the list writes 'Elapsed: m:ss'", async ({
  signedIn: page,
}) => {
  await startTask(page, QUERY);
  // Focus moves from the Start button to the task it started.
  await expect(page.getByRole("region", { name: "Progress" })).toBeFocused();
  await polledTo(page, /Completed/);
  const report = page.getByRole("region", { name: "Report" });
  const citation = report.getByRole("link", { name: "[1]" }).first();
  await expect(citation).toHaveAttribute("href", "#task-source-1");
  await citation.click();
  const source = report.getByRole("region", { name: "Sources" }).getByRole("listitem").first();
  await expect(source).toHaveAttribute("id", "task-source-1");
  await expect(source).toBeInViewport();
  await expect(source).toContainText("step");

  await page.goto(paths.tasks());
  const row = page.getByRole("list", { name: "Tasks" }).getByRole("listitem").first();
  await expect(row).toContainText(/Elapsed: \d+:\d\d/);
});

test("the start form shows every problem at once and focuses the first field to fix", async ({
  signedIn: page,
}) => {
  await page.goto(paths.tasks());
  await expect(page.getByLabel("Question")).toHaveAttribute("placeholder", /^e\.g\. /);
  await page.getByLabel("Instruction (optional)").fill("x".repeat(501));
  await page.getByRole("button", { name: "Start research" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "to fix before starting" });
  await expect(alert.getByRole("listitem")).toHaveText([
    "Write the question to research.",
    "The instruction is 501 characters; the limit is 500.",
  ]);
  await expect(page.getByLabel("Question")).toBeFocused();
  await expect(page.getByLabel("Question")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Instruction (optional)")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(onRoute("tasks"));
});

test("an unanswerable question ends Failed with its reason and charges nothing", async ({
  signedIn: page,
  account,
}) => {
  const before = await balanceOf(account.api_key);
  await startTask(page, "What should I cook tonight?");
  await polledTo(page, /Failed/);
  const alert = page.getByRole("alert").filter({ hasText: "The task failed" });
  await expect(alert.getByText(/could be researched/)).toBeVisible();
  await expect(alert.getByText("Credits consumed: 0 credits")).toBeVisible();
  expect(await balanceOf(account.api_key)).toBe(before);
  await expectNoA11yViolations(page);

  await alert.getByRole("button", { name: "Start again with this question" }).click();
  await expect(page).toHaveURL(onRoute("tasks"));
  await expect(page.getByLabel("Question")).toHaveValue("What should I cook tonight?");
});

test("a status request that fails shows a quiet retry notice and keeps the task", async ({
  signedIn: page,
}) => {
  await hold("Researching");
  await startTask(page, QUERY);
  await expect(current(page)).toHaveText(/Researching/);
  // The current phase pulses, unless the reader asked for reduced motion.
  const dot = current(page).locator("span[aria-hidden]");
  const animation = () => dot.evaluate((el) => getComputedStyle(el).animationName);
  expect(await animation()).not.toBe("none");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await animation()).toBe("none");
  await page.route("**/chat/v1/tasks/*/status", (route) => route.abort());
  const notice = page.getByRole("status").filter({ hasText: "Can't reach the service, retrying" });
  await runClockUntil(page, (quick) => expect(notice).toBeVisible(quick), { step: POLL_MS });
  await expect(current(page)).toHaveText(/Researching/);
  await page.unroute("**/chat/v1/tasks/*/status");
  await release("Researching");
  await polledTo(page, /Completed/);
});

test("the list follows every unfinished task after a reload, newest first", async ({ signedIn: page }) => {
  await hold("Researching");
  await startTask(page, "top 5 meme coins");
  await startTask(page, QUERY);
  await page.goto(paths.tasks());
  await page.reload();
  const rows = page.getByRole("list", { name: "Tasks" }).getByRole("listitem");
  await expect(rows.nth(0).getByRole("link")).toHaveText(QUERY);
  await expect(rows.nth(1).getByRole("link")).toHaveText("top 5 meme coins");
  await expect(rows.nth(0).getByText("Researching")).toBeVisible();
  await expect(rows.nth(1).getByText("Researching")).toBeVisible();
  await release("Researching");
  await runClockUntil(
    page,
    async (quick) => {
      await expect(rows.nth(0).getByText("Completed")).toBeVisible(quick);
      await expect(rows.nth(1).getByText("Completed")).toBeVisible(quick);
    },
    { step: POLL_MS },
  );
});

test.describe("at 360 px wide", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test("the tasks pages do not scroll sideways", async ({ signedIn: page }) => {
    await startTask(page, QUERY);
    await polledTo(page, /Completed/);
    await expect(page.getByRole("region", { name: "Report" }).getByRole("table").first()).toBeVisible();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    await page.goto(paths.tasks());
    await expect(page.getByRole("list", { name: "Tasks" })).toBeVisible();
    expect(await overflow()).toBe(0);
  });
});

import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { HOSTILE_SCHEMAS, HOSTILE_SHARE_LINKS, hostileSummary, watchHostility } from "./hostile-corpus.ts";
import { paths } from "./routes.ts";

// Issue 21: content that once froze or crashed a tab. Summaries reach the page the way
// search-safety.spec.ts injects them: on the service's real answer.
const summaryQueue: string[] = [];

async function routeSummaries(page: Page): Promise<void> {
  await page.route("**/chat/v1/search", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, summary: summaryQueue.shift() ?? body.summary } });
  });
}

/**
 * How long the page took to parse and transform summaries of `length` characters: MarkdownSummary
 * marks each with a "markdown-summary" User Timing entry (the step that froze the tab for 90 s).
 */
const summaryTimes = (page: Page, length: number) =>
  page.evaluate(
    (chars) =>
      performance
        .getEntriesByName("markdown-summary")
        .filter((entry) => {
          const detail = (entry as PerformanceMeasure).detail as { length?: number } | null;
          return detail?.length === chars;
        })
        .map((entry) => entry.duration),
    length,
  );

/** Durations of the page's schema validations ("schema-check" User Timing entries) from `from` on. */
const schemaChecks = (page: Page, from: number) =>
  page.evaluate(
    (index) =>
      performance
        .getEntriesByName("schema-check")
        .slice(index)
        .map((entry) => entry.duration),
    from,
  );

/** The longest task the page ran from `since` (performance.now()) on, by a long-task observer. */
const longestTaskSince = (page: Page, since: number) =>
  page.evaluate((start) => {
    const tasks =
      (window as unknown as { e2eLongTasks?: { start: number; duration: number }[] }).e2eLongTasks ?? [];
    return Math.max(0, ...tasks.filter((task) => task.start >= start).map((task) => task.duration));
  }, since);

async function observeLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { e2eLongTasks: typeof tasks }).e2eLongTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: true });
  });
}

async function search(page: Page, query: string): Promise<void> {
  const form = page.getByRole("form", { name: "Search" });
  await form.getByLabel("Query").fill(query);
  await form.getByRole("button", { name: "Search" }).click();
}

test("a 6 KB nested summary renders in under 100 ms, and a 2,000-deep one reopens from history as fast", async ({
  signedIn: page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const watch = watchHostility(page, baseURL ?? "");
  await routeSummaries(page);
  const deep3000 = hostileSummary("blockquote-3000");
  const deep2000 = hostileSummary("blockquote-2000");
  expect(deep3000.markdown.length).toBeGreaterThanOrEqual(6000);
  const result = page.getByRole("region", { name: "Search result" });

  // A plain answer first, so the result view's code is loaded before anything is measured.
  await page.goto(paths.search());
  await search(page, "What is the price of Bitcoin?");
  await expect(result).toBeVisible({ timeout: 15_000 });

  summaryQueue.push(deep3000.markdown);
  await search(page, "What is the price of Ethereum?");
  await expect(result.getByText(deep3000.tail)).toBeVisible({ timeout: 15_000 });
  const [first] = await summaryTimes(page, deep3000.markdown.length);
  test.info().annotations.push({ type: "summary-ms", description: `6 KB: ${first?.toFixed(1)} ms` });
  expect(first).toBeLessThan(100);
  expect(await result.locator("blockquote").count()).toBeLessThanOrEqual(8);

  summaryQueue.push(deep2000.markdown);
  await search(page, "What is the price of Solana?");
  await expect(result.getByText(deep2000.tail)).toBeVisible({ timeout: 15_000 });
  await search(page, "What is the price of Bitcoin today?");
  await expect(result.getByText(deep2000.tail)).toHaveCount(0, { timeout: 15_000 });

  const before = (await summaryTimes(page, deep2000.markdown.length)).length;
  await page.getByRole("link", { name: "What is the price of Solana?" }).click();
  await expect(result.getByText(deep2000.tail)).toBeVisible();
  const reopened = (await summaryTimes(page, deep2000.markdown.length)).slice(before);
  expect(reopened.length).toBeGreaterThan(0);
  test.info().annotations.push({
    type: "summary-ms",
    description: `reopened: ${reopened.map((ms) => ms.toFixed(1)).join(", ")} ms`,
  });
  for (const duration of reopened) expect(duration).toBeLessThan(100);
  await watch.expectClean();
});

test("a link whose text is another address shows where it really goes", async ({ signedIn: page }) => {
  await routeSummaries(page);
  summaryQueue.push(hostileSummary("deceptive-link").markdown);
  await page.goto(paths.search());
  await search(page, "Where do I sign in?");
  const link = page
    .getByRole("region", { name: "Search result" })
    .getByRole("link", { name: /^example\.com/ });
  await expect(link).toHaveAccessibleName("example.com (goes to evil.example)", { timeout: 15_000 });
  await expect(link).toContainText("↗ (goes to evil.example)");
  await expect(link).toHaveAttribute("href", "https://evil.example/login");
  await expectNoA11yViolations(page);
});

test("the issue's __proto__ share link opens the tool with its query and pollutes nothing", async ({
  signedIn: page,
  baseURL,
}) => {
  const watch = watchHostility(page, baseURL ?? "");
  for (const link of HOSTILE_SHARE_LINKS) {
    await page.goto(link.path);
    await expect(page.getByRole("textbox", { name: /query/i })).toHaveValue(link.query);
    await expect(page.getByRole("button", { name: /^Execute/ })).toBeEnabled();
    expect(await page.evaluate(() => typeof Object.prototype.hasOwnProperty)).toBe("function");
    await watch.expectClean();
  }
});

test("hostile input schemas end in clear messages, not a frozen or crashed page", async ({
  signedIn: page,
  baseURL,
}) => {
  const watch = watchHostility(page, baseURL ?? "");
  await page.goto(paths.tool("hostile_pattern", { vertical: "hostile" }));
  const code = page.getByRole("textbox", { name: "code" });
  await expect(code).toHaveValue(HOSTILE_SCHEMAS.catastrophicInput);
  await expect(page.getByText(/Not checked here: the pattern \^\(a\+\)\+\$/)).toBeVisible();
  await code.fill(`${HOSTILE_SCHEMAS.catastrophicInput}a!`);
  await expect(page.getByRole("button", { name: /^Execute/ })).toBeEnabled();

  await page.goto(paths.tool("hostile_ref", { vertical: "hostile" }));
  await expect(page.getByText(/input schema cannot be used: its \$ref "#\/\$defs\/missing"/)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Input as JSON" })).toBeEditable();
  await page.getByText("Show the raw schema").click();
  await expectNoA11yViolations(page);

  await page.goto(paths.tool("hostile_deep_schema", { vertical: "hostile" }));
  await expect(page.getByText(/input schema cannot be used: it nests deeper than 64 levels/)).toBeVisible();
  await page.getByText("Show the raw schema").click();
  await expect(page.getByLabel("The tool's input schema as published")).toContainText('"items"');
  await watch.expectClean();
});

// Issue 26: the shapes the depth cap let through. Each stalled the tab for seconds (22 s, 54 s, 4.6 s);
// measured here is what the page spends on each summary (parse and transform, or the plain-text
// fallback: the "markdown-summary" entry), and the longest task while it shows.
test("the summaries that froze the tab for seconds show in under 100 ms, as plain text with the reason", async ({
  signedIn: page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await observeLongTasks(page);
  const watch = watchHostility(page, baseURL ?? "");
  await routeSummaries(page);
  const result = page.getByRole("region", { name: "Search result" });
  await page.goto(paths.search());
  await search(page, "What is the price of Bitcoin?");
  await expect(result).toBeVisible({ timeout: 15_000 });

  const shapes = [
    { id: "emphasis-39k", query: "What is the price of Ethereum?", size: 39_000 },
    { id: "images-59k", query: "What is the price of Solana?", size: 59_000 },
    { id: "depth-cap-5000-lines", query: "What is the price of Cardano?", size: 100_000 },
  ];
  for (const shape of shapes) {
    const { markdown } = hostileSummary(shape.id);
    expect(markdown.length).toBeGreaterThanOrEqual(shape.size);
    const since = await page.evaluate(() => performance.now());
    summaryQueue.push(markdown);
    await search(page, shape.query);
    await expect
      .poll(async () => (await summaryTimes(page, markdown.length)).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect(result.getByText(/^Shown as plain text: it is longer than/)).toBeVisible();
    // The whole text, as written (a new search replaces the previous one's text).
    await expect.poll(() => result.locator("pre").evaluate((pre) => pre.textContent)).toBe(markdown);
    const [ms] = await summaryTimes(page, markdown.length);
    const longest = await longestTaskSince(page, since);
    test.info().annotations.push({
      type: "summary-ms",
      description: `${shape.id}: ${ms?.toFixed(1)} ms, longest task ${longest.toFixed(0)} ms`,
    });
    expect(ms).toBeLessThan(100);
  }
  await watch.expectClean();
});

// Figures for docs/performance.md: the worst shapes just under each limit still format, and how long.
test("summaries just under each budget are still formatted", async ({ signedIn: page }) => {
  test.setTimeout(90_000);
  await routeSummaries(page);
  const result = page.getByRole("region", { name: "Search result" });
  await page.goto(paths.search());
  await search(page, "What is the price of Bitcoin?");
  await expect(result).toBeVisible({ timeout: 15_000 });
  const lines = (n: number, line: (i: number) => string) =>
    Array.from({ length: n }, (_, i) => line(i)).join("\n");
  // Each of a different length: the page's entries are told apart by it.
  const shapes = [
    { id: "nested emphasis, 140 marks", markdown: `${"*a ".repeat(70)}b${" a*".repeat(70)}`, shows: "em" },
    { id: "nested images, 140 marks", markdown: `${"![".repeat(70)}ab${"](x)".repeat(70)}`, shows: "span" },
    {
      id: "250 paragraphs of 4 marks",
      markdown: lines(250, (i) => `*a${i}* [b](https://b.example/)\n`),
      shows: "em",
    },
    { id: "31 lines 8 lists deep", markdown: lines(31, (i) => `${"- ".repeat(8)}x${i}`), shows: "ul" },
    { id: "125 lines 2 lists deep", markdown: lines(125, (i) => `- - x${i}`), shows: "ul" },
    { id: "250 list items", markdown: lines(250, (i) => `- item ${i}`), shows: "li" },
    {
      id: "19,250 characters of text",
      markdown: `${"word ".repeat(15)}\n\n`.repeat(250).trimEnd(),
      shows: "p",
    },
    {
      id: "a 295-row table",
      markdown: [
        "| a | b | c |",
        "| --- | --- | --- |",
        ...lines(295, (i) => `| ${i} | x${i} | y |`).split("\n"),
      ].join("\n"),
      shows: "td",
    },
  ];
  const questions = ["Ethereum", "Solana", "Cardano", "Polkadot", "Litecoin", "Tron", "Monero", "Dogecoin"];
  for (const [i, shape] of shapes.entries()) {
    summaryQueue.push(shape.markdown);
    await search(page, `What is the price of ${questions[i]}?`);
    await expect
      .poll(async () => (await summaryTimes(page, shape.markdown.length)).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect(result.locator(shape.shows).first()).toBeAttached();
    await expect(result.getByText(/^Shown as plain text/)).toHaveCount(0);
    const [ms] = await summaryTimes(page, shape.markdown.length);
    test.info().annotations.push({ type: "summary-ms", description: `${shape.id}: ${ms?.toFixed(1)} ms` });
    expect(ms).toBeDefined();
  }
});

// Issue 26: patterns safe-regex2 let through, each doubling its time per character. Measured here is
// every validation the page runs against the tool's published schemas ("schema-check" entries: the
// form's input on load and on typing, the service's result against its outputSchema).
test("the patterns that stalled the form and the result check validate in under 100 ms", async ({
  signedIn: page,
  baseURL,
}) => {
  await observeLongTasks(page);
  const watch = watchHostility(page, baseURL ?? "");
  await page.goto(paths.tool("hostile_backtracking", { vertical: "hostile" }));
  for (const [i, { pattern, input }] of HOSTILE_SCHEMAS.backtracking.entries()) {
    const field = page.getByRole("textbox", { name: `text${i + 1}` });
    await expect(field).toHaveValue(input);
    await expect(page.getByText(`Not checked here: the pattern ${pattern} could take minutes`)).toBeVisible();
    const from = (await schemaChecks(page, 0)).length;
    const since = await page.evaluate(() => performance.now());
    await field.fill(`${input}a!`);
    await expect(page.getByRole("button", { name: /^Execute/ })).toBeEnabled();
    const typed = await schemaChecks(page, from);
    expect(typed.length).toBeGreaterThan(0);
    test.info().annotations.push({
      type: "schema-check-ms",
      description: `typing against ${pattern}: ${Math.max(...typed).toFixed(1)} ms, longest task ${(await longestTaskSince(page, since)).toFixed(0)} ms`,
    });
    for (const ms of typed) expect(ms).toBeLessThan(100);
  }
  const from = (await schemaChecks(page, 0)).length;
  await page.getByRole("button", { name: /^Execute/ }).click();
  const result = page.getByRole("region", { name: "hostile_backtracking result" });
  await expect(result.getByText("Matches outputSchema")).toBeVisible({ timeout: 15_000 });
  const checked = await schemaChecks(page, from);
  test.info().annotations.push({
    type: "schema-check-ms",
    description: `the service's result: ${checked.map((ms) => ms.toFixed(1)).join(", ")} ms`,
  });
  expect(checked.length).toBeGreaterThan(0);
  for (const ms of checked) expect(ms).toBeLessThan(100);
  await watch.expectClean();
});

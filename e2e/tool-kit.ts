import type { Page, Request } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { paths } from "./routes.ts";

// What the tool-explorer specs share: the execute request on the wire and a tool page ready to run.

export const isExecute = (request: Request) =>
  request.method() === "POST" && request.url().endsWith("/chat/v1/tools/execute");

/** Every execute request the page sends, in order. */
export function executeLog(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (isExecute(request)) sent.push(request);
  });
  return sent;
}

export const execute = (page: Page) => page.getByRole("button", { name: /^Execute/ });

/** Opens a tool's page (with a share link's input when given) and waits until it can execute. */
export async function openTool(page: Page, name: string, vertical: string, input?: unknown) {
  await page.goto(
    paths.tool(name, { vertical, ...(input === undefined ? {} : { input: JSON.stringify(input) }) }),
  );
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(execute(page)).toBeVisible();
}

// The e2e side of src/app/paths.test.ts: specs open pages through the builders of e2e/routes.ts (the
// route table's re-export), so renaming a route cannot leave a spec opening a page that is gone.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { routePatterns } from "../src/app/paths.ts";

const e2e = join(import.meta.dirname, "..", "e2e");
const firstSegments = [...new Set(Object.values(routePatterns).map((pattern) => pattern.split("/")[1]))];
// A string or template literal that starts with a route's first segment: "/plans", `/tools/${…}`, "/search?…".
const literal = new RegExp(`["'\`]/(?:${firstSegments.join("|")})(?=["'\`/?#$])`, "g");

const spelled = (text) => [...text.matchAll(literal)].map((match) => match[0]);

test("the scan finds a hand-spelled path (else it could not fail)", () => {
  expect(spelled('await page.goto("/plans"); goto(`/tools/${name}?vertical=x`); "/search?entry=1"')).toEqual([
    '"/plans',
    "`/tools",
    '"/search',
  ]);
  expect(spelled('test("/tools and a tool fit", …); fetch("/chat/v1/tools/execute")')).toEqual([]);
});

test("e2e specs spell no route path: they use the builders of e2e/routes.ts", () => {
  const files = readdirSync(e2e).filter((name) => name.endsWith(".ts") && name !== "routes.ts");
  expect(files.length).toBeGreaterThan(20);
  const hits = files.flatMap((name) =>
    spelled(readFileSync(join(e2e, name), "utf8")).map((hit) => `e2e/${name}: ${hit}`),
  );
  expect(hits).toEqual([]);
});

test("onRoute: the route's path whatever the query, each given parameter equal or matching", async () => {
  const { onRoute } = await import("../e2e/routes.ts");
  const at = (path) => new URL(path, "http://127.0.0.1");
  expect(onRoute("plan", { id: /^plan_/ })(at("/plans/plan_1?x=1"))).toBe(true);
  expect(onRoute("plan", { id: /^plan_/ })(at("/plans/step_1"))).toBe(false);
  expect(onRoute("plan", { id: "a/b c" })(at("/plans/a%2Fb%20c"))).toBe(true);
  expect(onRoute("plan")(at("/plans"))).toBe(false);
  expect(onRoute("plan")(at("/plans/a/b"))).toBe(false);
  expect(onRoute("plans")(at("/plans"))).toBe(true);
  expect(onRoute("tasks")(at("/tasks/task_1"))).toBe(false);
});

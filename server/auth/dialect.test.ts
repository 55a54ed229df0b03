import { afterEach, expect, it } from "vitest";
import { dialectFor } from "../http/env.ts";
import { makeTestApp, type TestApp } from "../test-support.ts";

let t: TestApp;
afterEach(() => t.close());

// No route of this layer differs by dialect yet, so a probe route shows what route files will see.
async function probeDialect(): Promise<unknown> {
  t.app.get("/billing/v1/__dialect-probe", (c) => c.json({ dialect: dialectFor(c) }));
  const res = await t.app.request("/billing/v1/__dialect-probe", {
    headers: { Authorization: `Bearer ${t.key}` },
  });
  return ((await res.json()) as { dialect: unknown }).dialect;
}

it("follows the service dialect when the account has no override", async () => {
  t = await makeTestApp({ config: { dialect: "production" } });
  expect(await probeDialect()).toBe("production");
});

it("honours an account override in test mode", async () => {
  t = await makeTestApp({ dialect: "production" });
  expect(await probeDialect()).toBe("production");
});

it("ignores account overrides outside test mode", async () => {
  t = await makeTestApp({ dialect: "production", config: { testMode: false } });
  expect(await probeDialect()).toBe("spec");
});

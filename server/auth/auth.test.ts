import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILLING_PREFIX, CHAT_PREFIX } from "../app.ts";
import { makeTestApp, type TestApp } from "../test-support.ts";
import { expectStatus } from "../../common/expect-status.ts";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

/** Every concrete route of both families, read from the app so that new routes are covered too. */
function familyRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  const routes: { method: string; path: string }[] = [];
  for (const r of t.app.routes) {
    if (
      r.method === "ALL" ||
      !(r.path.startsWith(`${BILLING_PREFIX}/`) || r.path.startsWith(`${CHAT_PREFIX}/`))
    ) {
      continue;
    }
    const path = r.path.replace(/:[^/]+/g, "x");
    if (seen.has(`${r.method} ${path}`)) continue;
    seen.add(`${r.method} ${path}`);
    routes.push({ method: r.method, path });
  }
  return routes;
}

const unauthorizedBody = (reason: string) => ({
  error: {
    code: "UNAUTHORIZED",
    message: reason === "missing" ? "Missing API key (Authorization: Bearer <key>)" : "Invalid API key",
    details: { reason },
  },
});

describe("Bearer auth on both families", () => {
  it("knows the balance route at least", () => {
    expect(familyRoutes()).toContainEqual({ method: "GET", path: "/billing/v1/account/balance" });
  });

  const badHeaders: [string, Record<string, string>, string][] = [
    ["no header", {}, "missing"],
    ["empty bearer", { Authorization: "Bearer " }, "missing"],
    ["other scheme", { Authorization: "Basic dXNlcjpwYXNz" }, "missing"],
    ["unknown key", { Authorization: "Bearer dk_00000000000000000000000000000000" }, "invalid"],
  ];

  it.each(badHeaders)("answers 401 on every route with %s", async (_label, headers, reason) => {
    for (const { method, path } of familyRoutes()) {
      const init =
        method === "GET" || method === "HEAD" ? { method, headers } : { method, headers, body: "{}" };
      const res = await t.app.request(path, init);
      await expectStatus(res, 401, `${method} ${path}`);
      expect(res.headers.get("WWW-Authenticate")).toBe("Bearer");
      if (method !== "HEAD") expect(await res.json()).toEqual(unauthorizedBody(reason));
    }
  });

  it("answers 401 before 404 or 405 under a family, so route names do not leak", async () => {
    for (const [method, path] of [
      ["GET", "/chat/v1/unknown"],
      ["GET", "/billing/v1/unknown"],
      ["DELETE", "/billing/v1/account/balance"],
    ] as const) {
      await expectStatus(await t.app.request(path, { method }), 401, `${method} ${path}`);
    }
  });

  it("accepts the key with any casing of the scheme", async () => {
    const res = await t.app.request("/billing/v1/account/balance", {
      headers: { Authorization: `bearer ${t.key}` },
    });
    await expectStatus(res, 200);
  });

  it("stores only a hash of the key", async () => {
    const { rows } = await t.db.query<{ key_hash: string }>("SELECT key_hash FROM api_keys");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.key_hash)).not.toContain(t.key);
    expect(JSON.stringify(rows)).not.toContain(t.key.slice(3));
  });
});

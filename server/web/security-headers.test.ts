import { rmSync } from "node:fs";
import { makeTestApp, type TestApp } from "../test-support.ts";
import { siteOptions, tinyDist } from "./site-test-kit.ts";
import { createSite } from "./site.ts";
import { expectStatus } from "../../common/expect-status.ts";

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("no-referrer");
}

describe("nosniff and no-referrer on every answer", () => {
  let t: TestApp;
  const dist = tinyDist();
  const site = createSite(siteOptions({ distDir: dist }));
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ["a service answer", "/billing/v1/account/balance", true, 200],
    ["a missing key", "/billing/v1/account/balance", false, 401],
    ["an unknown route", "/chat/v1/nothing", true, 404],
    ["a wrong method", "/billing/v1/account/balance", true, 405],
  ])("the service: %s", async (_name, path, authorized, status) => {
    const res = await t.app.request(path, {
      method: status === 405 ? "DELETE" : "GET",
      headers: authorized ? { Authorization: `Bearer ${t.key}` } : {},
    });
    expect(res.status).toBe(status);
    expectSecurityHeaders(res);
  });

  it("the service: an internal error", async () => {
    const broken = await makeTestApp();
    await broken.db.close();
    const res = await broken.app.request("/billing/v1/account/balance", {
      headers: { Authorization: `Bearer ${broken.key}` },
    });
    await expectStatus(res, 500);
    expectSecurityHeaders(res);
  });

  it.each([
    ["/config.json", 200],
    ["/", 200],
    ["/settings/connections", 200],
    ["/assets/app-3f9a.js", 200],
    ["/assets/missing.js", 404],
    ["/proxy/x/y", 403],
  ])("the site: %s", async (path, status) => {
    const res = await site.request(path);
    expect(res.status).toBe(status);
    expectSecurityHeaders(res);
  });
});

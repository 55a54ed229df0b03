import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./csp.ts";
import { createStaticSite } from "./static.ts";
import { expectStatus } from "../../common/expect-status.ts";

const dist = mkdtempSync(join(tmpdir(), "csp-dist-"));
mkdirSync(join(dist, "assets"));
writeFileSync(join(dist, "index.html"), "<!doctype html><title>x</title>");
writeFileSync(join(dist, "assets", "app.js"), "export {};");
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("Content-Security-Policy", () => {
  it("forbids inline and eval'd script and limits connections", () => {
    const d = directives(contentSecurityPolicy({ chainRpcUrl: "https://rpc.example.org/v1/abc" }));
    expect(d.get("script-src")).toEqual(["'self'"]);
    expect(d.get("style-src")).toEqual(["'self'"]);
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
    expect(d.get("connect-src")).toEqual([
      "'self'",
      "https://rpc.example.org",
      "https://api.kirha.com",
      "http://127.0.0.1:*",
      "http://localhost:*",
    ]);
  });

  it("adds CSP_CONNECT_SRC sources but no directive smuggled through them", () => {
    const d = directives(
      contentSecurityPolicy({ extraConnectSrc: " https://a.test  https://b.test;script-src * " }),
    );
    expect(d.get("connect-src")).toContain("https://a.test");
    expect(d.get("connect-src")).not.toContain("https://b.test;script-src");
    expect(d.get("script-src")).toEqual(["'self'"]);
  });

  it("is sent with index.html and the SPA fallback, not with assets", async () => {
    const site = createStaticSite(dist, { chainRpcUrl: "http://127.0.0.1:8545" });
    for (const path of ["/", "/index.html", "/tools/some_tool"]) {
      const res = await site.request(path);
      await expectStatus(res, 200, path);
      expect(res.headers.get("Content-Security-Policy"), path).toMatch(/script-src 'self';/);
      expect(res.headers.get("Content-Security-Policy"), path).not.toMatch(/unsafe/);
    }
    const asset = await site.request("/assets/app.js");
    expect(asset.headers.get("Content-Security-Policy")).toBeNull();
  });
});

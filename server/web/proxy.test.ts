import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { createProxy, parseProxyUpstreams, PROXY_RESPONSE_HEADERS } from "./proxy.ts";
import { expectStatus } from "../../common/expect-status.ts";

const HOSTILE_HTML = "<!doctype html><script>parent.stolen = sessionStorage.getItem('key')</script>";

/** What an upstream could send that must never act on the dashboard's origin. */
const HOSTILE_HEADERS: Record<string, string> = {
  "Clear-Site-Data": '"storage", "cookies", "cache"',
  Refresh: "0; url=https://evil.example/",
  Link: "<https://evil.example/x.js>; rel=preload; as=script",
  Location: "https://evil.example/",
  "Content-Location": "https://evil.example/",
  "Content-Disposition": 'attachment; filename="invoice.html"',
  "Service-Worker-Allowed": "/",
  "Set-Cookie": "session=evil; Path=/",
  "Access-Control-Allow-Origin": "*",
  "Permissions-Policy": "camera=*",
  "Cross-Origin-Resource-Policy": "cross-origin",
  "Timing-Allow-Origin": "*",
  "Alt-Svc": 'h3=":443"',
  "X-Frame-Options": "ALLOWALL",
  "Origin-Agent-Cluster": "?0",
  "Content-Security-Policy": "default-src *",
  "Report-To": '{"url":"https://evil.example/r"}',
  "Reporting-Endpoints": 'x="https://evil.example/r"',
  "X-Other": "anything",
};
/** What a JSON API needs the client to see. */
const API_HEADERS: Record<string, string> = {
  "Retry-After": "7",
  "X-RateLimit-Remaining": "41",
  RateLimit: '"default";r=41;t=30',
  "RateLimit-Policy": '"default";q=100;w=60',
  "RateLimit-Reset": "30",
  ETag: '"v1"',
  "Cache-Control": "no-store",
  Vary: "Authorization",
};

interface Seen {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

describe("same-origin proxy", () => {
  let server: ServerType;
  let base = "";
  const seen: Seen[] = [];
  const logs: string[] = [];
  const key = "Bearer sk_proxy_secret_123";

  beforeAll(async () => {
    const upstream = new Hono();
    upstream.all("*", async (c) => {
      seen.push({
        method: c.req.method,
        path: `${c.req.path}${new URL(c.req.url).search}`,
        headers: c.req.header(),
        body: await c.req.text(),
      });
      switch (c.req.path) {
        case "/billing/v1/html":
          return c.html(HOSTILE_HTML);
        case "/billing/v1/redirect":
          return c.redirect("https://evil.example/steal", 302);
        case "/billing/v1/empty":
          return c.body(null, 204);
        case "/billing/v1/empty-text":
          return c.text("", 200);
        case "/billing/v1/problem":
          return c.body('{"title":"x"}', 400, { "Content-Type": "application/problem+json" });
        case "/billing/v1/headers":
          for (const [name, value] of Object.entries(HOSTILE_HEADERS)) c.header(name, value);
          for (const [name, value] of Object.entries(API_HEADERS)) c.header(name, value);
          return c.json({ balance: 5 });
        case "/billing/v1/gzip":
          return c.body(new Uint8Array(gzipSync('{"balance":5}')), 200, {
            "Content-Type": "application/json",
            "Content-Encoding": "gzip",
          });
        case "/billing/v1/json":
          c.header("Access-Control-Allow-Origin", "*");
          c.header("Access-Control-Allow-Credentials", "true");
          c.header("Content-Security-Policy", "default-src *");
          return c.json({ balance: 5 });
      }
      c.header("Retry-After", "7");
      c.header("Connection", "keep-alive");
      return c.json({ ok: true }, 429);
    });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: upstream.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/billing/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen.length = 0;
    logs.length = 0;
  });

  const proxy = () => createProxy({ upstreams: [base], log: (line) => logs.push(line) });
  const via = (upstream: string, rest: string) =>
    `http://127.0.0.1/proxy/${encodeURIComponent(upstream)}${rest}`;

  it("forwards an allowed upstream with method, body, query and only the allowed headers", async () => {
    const res = await proxy().request(via(base, "/account/topup?x=1"), {
      method: "POST",
      headers: {
        Authorization: key,
        "Content-Type": "application/json",
        "X-Organization-ID": "org_1",
        Accept: "application/json",
        Cookie: "session=abc",
        "X-Other": "nope",
      },
      body: JSON.stringify({ credits: 10 }),
    });

    await expectStatus(res, 429);
    expect(res.headers.get("retry-after")).toBe("7");
    expect(res.headers.get("connection")).toBeNull();
    expect(await res.json()).toEqual({ ok: true });
    expect(seen).toHaveLength(1);
    const [req] = seen;
    expect(req?.method).toBe("POST");
    expect(req?.path).toBe("/billing/v1/account/topup?x=1");
    expect(req?.body).toBe('{"credits":10}');
    expect(req?.headers.authorization).toBe(key);
    expect(req?.headers["x-organization-id"]).toBe("org_1");
    expect(req?.headers.cookie).toBeUndefined();
    expect(req?.headers["x-other"]).toBeUndefined();
  });

  it("never writes the key into its log", async () => {
    await proxy().request(via(base, "/account/balance"), { headers: { Authorization: key } });
    expect(logs).toHaveLength(1);
    expect(logs.join("\n")).not.toContain("sk_proxy_secret_123");
  });

  it.each([
    ["an upstream that is not listed", via("https://evil.example/billing/v1", "/account/balance")],
    ["a listed origin with another base path", via(base.replace("/billing/v1", "/admin"), "/x")],
    ["dot segments climbing out of the base", via(base, "/%2e%2e/admin")],
  ])("answers 403 PROXY_FORBIDDEN for %s without contacting it", async (_name, url) => {
    const res = await proxy().request(url, { headers: { Authorization: key } });
    await expectStatus(res, 403);
    const body = (await res.json()) as { error: { code: string } };
    expect(body.error.code).toBe("PROXY_FORBIDDEN");
    expect(seen).toHaveLength(0);
  });

  it("relays JSON with the sandbox policy and nosniff, and without the upstream's CORS headers", async () => {
    const res = await proxy().request(via(base, "/json"));
    await expectStatus(res, 200);
    expect(await res.json()).toEqual({ balance: 5 });
    expect(res.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("relays only the headers a JSON API needs: no Clear-Site-Data, Refresh, Link, Location…", async () => {
    const res = await proxy().request(via(base, "/headers"));
    expect(await res.json()).toEqual({ balance: 5 });
    const names = [...res.headers.keys()];
    for (const name of Object.keys(HOSTILE_HEADERS))
      expect(res.headers.get(name), name).toBe(
        PROXY_RESPONSE_HEADERS[name] ?? null, // the proxy's own sandbox policy replaces the upstream's
      );
    for (const [name, value] of Object.entries(API_HEADERS)) expect(res.headers.get(name), name).toBe(value);
    const allowed = new Set([
      ...Object.keys(API_HEADERS).map((n) => n.toLowerCase()),
      ...Object.keys(PROXY_RESPONSE_HEADERS).map((n) => n.toLowerCase()),
      "content-type",
      "content-length",
      "date",
    ]);
    expect(names.filter((name) => !allowed.has(name))).toEqual([]);
    expect(res.headers.get("content-type")).toBe("application/json");
  });

  it("relays a body decoded by fetch without its encoding or encoded length", async () => {
    const res = await proxy().request(via(base, "/gzip"));
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("content-length")).toBeNull();
    expect(await res.json()).toEqual({ balance: 5 });
    const plain = await proxy().request(via(base, "/json"));
    expect(plain.headers.get("content-length")).toBe(String('{"balance":5}'.length));
  });

  it("relays +json media types and empty bodies", async () => {
    const problem = await proxy().request(via(base, "/problem"));
    await expectStatus(problem, 400);
    expect(await problem.json()).toEqual({ title: "x" });
    const empty = await proxy().request(via(base, "/empty"));
    await expectStatus(empty, 204);
    expect(empty.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
    const emptyText = await proxy().request(via(base, "/empty-text"));
    await expectStatus(emptyText, 200);
    expect(await emptyText.text()).toBe("");
  });

  it("never relays an HTML body: 502 PROXY_UPSTREAM_NOT_JSON naming the type", async () => {
    const res = await proxy().request(via(base, "/html"));
    await expectStatus(res, 502);
    const text = await res.text();
    expect(text).not.toContain("<script>");
    expect(JSON.parse(text)).toMatchObject({
      error: { code: "PROXY_UPSTREAM_NOT_JSON", details: { content_type: "text/html; charset=UTF-8" } },
    });
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
  });

  it("answers a redirect with an error naming it, never with the redirect", async () => {
    const res = await proxy().request(via(base, "/redirect"));
    await expectStatus(res, 502);
    expect(res.headers.get("location")).toBeNull();
    const body = (await res.json()) as { error: { code: string; message: string; details: unknown } };
    expect(body.error.code).toBe("PROXY_REDIRECT_REFUSED");
    expect(body.error.message).toContain("redirect (302) to https://evil.example/steal");
    expect(body.error.details).toMatchObject({ status: 302, location: "https://evil.example/steal" });
  });

  it("carries the sandbox policy on its own errors too", async () => {
    const res = await proxy().request(via("https://evil.example", "/x"));
    await expectStatus(res, 403);
    expect(res.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  describe("on a real listener, where the client's own path is seen", () => {
    let listener: ServerType;
    let port = 0;
    beforeAll(async () => {
      const app = proxy();
      await new Promise<void>((resolve) => {
        listener = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
      });
      port = (listener.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

    // node:http sends the path exactly as written; a browser would have resolved the segments first.
    const raw = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port, path }, (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on("error", reject);
        req.end();
      });

    it.each(["/a/%2e%2e/json", "/a/%2E%2E/json", "/a/.%2e/json", "/a/%2E./json", "/%2e/json", "/a/../json"])(
      "refuses the dot segments of %s without contacting the upstream",
      async (rest) => {
        const res = await raw(`/proxy/${encodeURIComponent(base)}${rest}`);
        await expectStatus(res, 403);
        expect(JSON.parse(res.body)).toMatchObject({
          error: { code: "PROXY_FORBIDDEN", details: { reason: "dot_segment" } },
        });
        expect(seen).toHaveLength(0);
      },
    );

    it.each(["/a%2f..%2fjson", "/a%5C..%5Cjson"])("refuses the encoded separators of %s", async (rest) => {
      const res = await raw(`/proxy/${encodeURIComponent(base)}${rest}`);
      await expectStatus(res, 403);
      expect(JSON.parse(res.body)).toMatchObject({ error: { details: { reason: "encoded_slash" } } });
      expect(seen).toHaveLength(0);
    });

    it("still forwards a path whose dots are part of a name", async () => {
      const res = await raw(`/proxy/${encodeURIComponent(base)}/json?v=1.2..3`);
      await expectStatus(res, 200);
      expect(seen).toHaveLength(1);
    });
  });

  it("defaults to the two production base URLs", () => {
    expect(parseProxyUpstreams(undefined)).toEqual([
      "https://api.kirha.com/billing/v1",
      "https://api.kirha.com/chat",
    ]);
    expect(parseProxyUpstreams("http://a/x/, http://b/y")).toEqual(["http://a/x", "http://b/y"]);
  });
});

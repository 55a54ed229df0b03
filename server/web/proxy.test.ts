import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import type { AddressInfo } from "node:net";
import { createProxy, parseProxyUpstreams } from "./proxy.ts";

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

    expect(res.status).toBe(429);
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
    expect(res.status).toBe(403);
    const body = (await res.json()) as { error: { code: string } };
    expect(body.error.code).toBe("PROXY_FORBIDDEN");
    expect(seen).toHaveLength(0);
  });

  it("defaults to the two production base URLs", () => {
    expect(parseProxyUpstreams(undefined)).toEqual([
      "https://api.kirha.com/billing/v1",
      "https://api.kirha.com/chat",
    ]);
    expect(parseProxyUpstreams("http://a/x/, http://b/y")).toEqual(["http://a/x", "http://b/y"]);
  });
});

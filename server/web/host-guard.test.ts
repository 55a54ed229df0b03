import { Hono } from "hono";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { rmSync } from "node:fs";
import { guardRequest, hostAllowed, parseAllowedHosts, type HostPolicy } from "./host-guard.ts";
import { openListener, type Listener } from "./listener.ts";
import { siteOptions, tinyDist } from "./site-test-kit.ts";
import { createSite } from "./site.ts";
import { expectStatus } from "../../common/expect-status.ts";

const policy: HostPolicy = {
  port: 8787,
  allowedHosts: parseAllowedHosts("Dash.Example.com, http://box:9000/"),
};
const req = (headers: Record<string, string>, path = "/config.json") =>
  new Request(`http://127.0.0.1:8787${path}`, { headers });

describe("host and origin policy", () => {
  it("answers to its own loopback names on its own port, and to ALLOWED_HOSTS", () => {
    expect(policy.allowedHosts).toEqual(["dash.example.com", "box:9000"]);
    for (const host of ["127.0.0.1:8787", "localhost:8787", "[::1]:8787", "LOCALHOST:8787"])
      expect(hostAllowed(host, policy)).toBe(true);
    for (const host of ["dash.example.com", "dash.example.com:443", "box:9000"])
      expect(hostAllowed(host, policy)).toBe(true);
    for (const host of ["evil.example", "127.0.0.1:8788", "127.0.0.1", "localhost", "box:9001", "", null])
      expect(hostAllowed(host, policy)).toBe(false);
  });

  it("refuses a foreign Host with 421 MISDIRECTED_REQUEST", async () => {
    const res = guardRequest(req({ host: "evil.example" }), policy);
    await expectStatus(res, 421);
    expect(res?.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res?.json()).toMatchObject({
      error: { code: "MISDIRECTED_REQUEST", details: { host: "evil.example" } },
    });
  });

  it("refuses a foreign Origin with 403 ORIGIN_FORBIDDEN, and lets its own through", async () => {
    const ok = (origin: string, path?: string) =>
      guardRequest(req({ host: "127.0.0.1:8787", origin }, path), policy) === null;
    expect(ok("http://127.0.0.1:8787")).toBe(true);
    expect(ok("http://localhost:8787")).toBe(true);
    expect(ok("https://dash.example.com")).toBe(true);
    expect(ok("http://evil.example")).toBe(false);
    expect(ok("http://127.0.0.1:5173")).toBe(false);
    expect(ok("null")).toBe(false);
    // Wallet extensions call the chain RPC from their own origin, and nothing else.
    expect(ok("chrome-extension://abcdef", "/chain")).toBe(true);
    expect(ok("chrome-extension://abcdef", "/config.json")).toBe(false);
    const res = guardRequest(req({ host: "127.0.0.1:8787", origin: "http://evil.example" }), policy);
    await expectStatus(res, 403);
    expect(await res?.json()).toMatchObject({
      error: { code: "ORIGIN_FORBIDDEN", details: { origin: "http://evil.example" } },
    });
  });
});

it("answers 503 STARTING until the stack is ready, Host checks included", async () => {
  const early = await openListener({ port: 0 });
  try {
    const res = await fetch(`${early.url}/config.json`);
    await expectStatus(res, 503);
    expect(await res.json()).toMatchObject({ error: { code: "STARTING" } });
    early.ready({ app: new Hono(), site: new Hono().get("/config.json", (c) => c.json({ ok: true })) });
    expect(await (await fetch(`${early.url}/config.json`)).json()).toEqual({ ok: true });
  } finally {
    await early.close();
  }
});

describe("the listener", () => {
  let listener: Listener;
  const dist = tinyDist();
  beforeAll(async () => {
    listener = await openListener({ port: 0 });
    const app = new Hono().get("/billing/v1/account/balance", (c) => c.json({ balance: 1 }));
    listener.ready({ app, site: createSite(siteOptions({ distDir: dist })) });
  });
  afterAll(async () => {
    await listener.close();
    rmSync(dist, { recursive: true, force: true });
  });

  // node:http sends the Host header as given, as a browser does after DNS rebinding.
  const get = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const r = httpRequest({ host: "127.0.0.1", port: listener.port, path, headers }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      r.on("error", reject);
      r.end();
    });

  it("does not serve /config.json (the dev key, the test wallet) to Host: evil.example", async () => {
    const res = await get("/config.json", { host: "evil.example" });
    await expectStatus(res, 421);
    expect(res.body).not.toContain("dk_test");
    expect(res.body).not.toContain("privateKey");
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: "MISDIRECTED_REQUEST" } });
  });

  it("guards the service paths and the dashboard the same way", async () => {
    await expectStatus(await get("/billing/v1/account/balance", { host: "evil.example" }), 421);
    await expectStatus(await get("/", { host: `evil.example:${listener.port}` }), 421);
    const cross = await get("/billing/v1/account/balance", {
      host: `127.0.0.1:${listener.port}`,
      origin: "http://evil.example",
    });
    await expectStatus(cross, 403);
  });

  // fetch and node:http always send origin-form; a raw socket writes the request line as given.
  const rawGet = (target: string, host: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const socket = connect(listener.port, "127.0.0.1");
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
      socket.on("end", () => {
        const [head = "", body = ""] = text.split("\r\n\r\n");
        resolve({ status: Number(head.split(" ")[1]), body });
      });
      socket.on("error", reject);
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    });

  it("never builds /config.json from an absolute-form target naming another authority", async () => {
    const own = `127.0.0.1:${listener.port}`;
    for (const target of [
      "http://evil.com/config.json",
      `http://evil.com:${listener.port}/config.json`,
      `http://localhost:${listener.port}/config.json`,
      `https://${own}/config.json`,
      "http://evil.com/billing/v1/account/balance",
    ]) {
      const res = await rawGet(target, own);
      await expectStatus(res, 421, target);
      expect(res.body).not.toContain("dk_test");
      expect(res.body).not.toContain("billingBaseUrl");
      expect(res.body).toContain("MISDIRECTED_REQUEST");
    }
    // An absolute-form target naming its own Host is the same request as the origin-form one.
    for (const target of [`http://${own}/config.json`, "/config.json"]) {
      const res = await rawGet(target, own);
      await expectStatus(res, 200, target);
      expect(JSON.parse(res.body)).toMatchObject({
        billingBaseUrl: `http://${own}/billing/v1`,
        chatBaseUrl: `http://${own}/chat`,
        chain: { rpcUrl: `http://${own}/chain` },
      });
    }
  });

  it("serves its own host, with or without its own Origin", async () => {
    const own = await get("/config.json", { host: `localhost:${listener.port}` });
    await expectStatus(own, 200);
    expect(JSON.parse(own.body)).toMatchObject({ apiKey: "dk_test" });
    const sameOrigin = await get("/billing/v1/account/balance", {
      host: `127.0.0.1:${listener.port}`,
      origin: `http://127.0.0.1:${listener.port}`,
    });
    await expectStatus(sameOrigin, 200);
  });
});

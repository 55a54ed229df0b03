import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import type { AddressInfo } from "node:net";
import { createChainRoute } from "./chain-route.ts";

describe("/chain", () => {
  let upstream: ServerType;
  let upstreamUrl = "";
  const forwarded: string[] = [];
  const logs: string[] = [];
  beforeAll(async () => {
    const fake = new Hono().post("/", async (c) => {
      const text = await c.req.text();
      forwarded.push(text);
      const body = JSON.parse(text) as { id: number } | { id: number }[];
      const answer = (call: { id: number }) => ({ jsonrpc: "2.0", id: call.id, result: "0x7a69" });
      return c.json(Array.isArray(body) ? body.map(answer) : answer(body));
    });
    await new Promise<void>((resolve) => {
      upstream = serve({ fetch: fake.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
    });
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));
  beforeEach(() => {
    forwarded.length = 0;
    logs.length = 0;
  });

  const route = () => createChainRoute({ upstream: upstreamUrl, log: (l) => logs.push(l) });
  const post = (body: unknown, contentType = "application/json") =>
    route().request("/chain", {
      method: "POST",
      headers: { "content-type": contentType },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const call = (method: string, id = 1) => ({ jsonrpc: "2.0", id, method, params: [] });

  it("forwards the standard methods a wallet and the dashboard use", async () => {
    const res = await post(call("eth_chainId"));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ jsonrpc: "2.0", id: 1, result: "0x7a69" });
    const batch = await post([call("eth_blockNumber", 1), call("eth_sendRawTransaction", 2)]);
    expect(await batch.json()).toHaveLength(2);
    expect(forwarded).toHaveLength(2);
  });

  it.each(["anvil_setBalance", "evm_mine", "eth_sendTransaction", "eth_sign", "debug_traceTransaction", ""])(
    "never forwards %s (cheat calls and anvil's unlocked accounts)",
    async (method) => {
      const res = await post(call(method, 7));
      expect(await res.json()).toMatchObject({ id: 7, error: { code: -32601 } });
      expect(forwarded).toHaveLength(0);
    },
  );

  it("refuses a whole batch that smuggles one cheat call", async () => {
    const res = await post([call("eth_chainId", 1), call("anvil_setBalance", 2)]);
    const body = (await res.json()) as { id: number; error: { message: string } }[];
    expect(body.map((b) => b.error.message)).toEqual([
      "Not sent: another call of this batch is not available through /chain",
      "anvil_setBalance is not available through /chain",
    ]);
    expect(forwarded).toHaveLength(0);
    expect(logs).toEqual(["chain refused anvil_setBalance"]);
  });

  it("refuses text/plain (a request any page can send without asking) and deep nesting", async () => {
    expect((await post(call("eth_chainId"), "text/plain")).status).toBe(415);
    expect((await post(`${"[".repeat(100)}${"]".repeat(100)}`)).status).toBe(400);
    expect((await post("{not json")).status).toBe(400);
    expect(forwarded).toHaveLength(0);
  });
});

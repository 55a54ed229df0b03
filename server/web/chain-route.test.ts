import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import type { AddressInfo } from "node:net";
import { startAnvil, type Anvil } from "../chain/anvil.ts";
import { createChainRoute } from "./chain-route.ts";
import { expectStatus } from "../../common/expect-status.ts";

describe("/chain", () => {
  let upstream: ServerType;
  let upstreamUrl = "";
  const forwarded: string[] = [];
  const logs: string[] = [];
  beforeAll(async () => {
    const fake = new Hono();
    // An upstream that takes its time: the route must answer the caller anyway.
    fake.post("/slow", () => new Promise<Response>(() => {}));
    fake.post("/", async (c) => {
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
    await expectStatus(res, 200);
    expect(await res.json()).toEqual({ jsonrpc: "2.0", id: 1, result: "0x7a69" });
    const batch = await post([call("eth_blockNumber", 1), call("eth_sendRawTransaction", 2)]);
    expect(await batch.json()).toHaveLength(2);
    expect(forwarded).toHaveLength(2);
  });

  it("forwards a block's callTracer trace, and refuses any other tracer or shape", async () => {
    const ok = await post({ ...call("debug_traceBlockByNumber"), params: ["0x1", { tracer: "callTracer" }] });
    expect(await ok.json()).toMatchObject({ id: 1, result: "0x7a69" });
    expect(forwarded).toHaveLength(1);
    for (const params of [
      ["0x1", {}],
      ["0x1", { tracer: "prestateTracer" }],
      ["0x1", { tracer: "callTracer", timeout: "1h" }],
      ["latest", { tracer: "callTracer" }],
      [],
    ]) {
      const res = await post({ ...call("debug_traceBlockByNumber", 9), params });
      expect(await res.json()).toMatchObject({ id: 9, error: { code: -32602 } });
    }
    expect(forwarded).toHaveLength(1);
  });

  it.each(["anvil_setBalance", "evm_mine", "eth_sendTransaction", "eth_sign", "debug_traceTransaction", ""])(
    "never forwards %s (cheat calls and anvil's unlocked accounts)",
    async (method) => {
      const res = await post(call(method, 7));
      expect(await res.json()).toMatchObject({ id: 7, error: { code: -32601 } });
      expect(forwarded).toHaveLength(0);
    },
  );

  it("says a refused cheat call is not offered here, not that the chain is locked", async () => {
    const res = await post(call("anvil_setBalance", 3));
    const { error } = (await res.json()) as { error: { message: string } };
    expect(error.message).toBe(
      "anvil_setBalance is not offered through the dashboard's chain route (/chain), which forwards only what a wallet and the dashboard need. This is not a lock: the local chain is a test chain whose dev keys are public.",
    );
  });

  it("answers within its time limit when the chain does not, with a JSON-RPC error", async () => {
    const slow = createChainRoute({ upstream: `${upstreamUrl}slow`, timeoutMs: 300 });
    const started = performance.now();
    // The client gives up after 5 s, so the route without a limit fails here instead of hanging.
    const res = await slow.request("/chain", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(call("eth_blockNumber", 4)),
      signal: AbortSignal.timeout(5_000),
    });
    // Timed in this process: the route's limit is far below the client's, leaving headroom on a loaded host.
    expect(performance.now() - started).toBeLessThan(5_000);
    await expectStatus(res, 504);
    expect(await res.json()).toEqual({
      jsonrpc: "2.0",
      id: 4,
      error: { code: -32603, message: "The local chain did not answer within 0.3 s" },
    });
  });

  it("refuses a whole batch that smuggles one cheat call", async () => {
    const res = await post([call("eth_chainId", 1), call("anvil_setBalance", 2)]);
    const body = (await res.json()) as { id: number; error: { message: string } }[];
    expect(body.map((b) => b.error.message)).toEqual([
      "Not sent: another call of this batch was refused",
      expect.stringContaining("anvil_setBalance is not offered through the dashboard's chain route"),
    ]);
    expect(forwarded).toHaveLength(0);
    expect(logs).toEqual(["chain refused anvil_setBalance"]);
  });

  it("refuses text/plain (a request any page can send without asking) and deep nesting", async () => {
    await expectStatus(await post(call("eth_chainId"), "text/plain"), 415);
    await expectStatus(await post(`${"[".repeat(100)}${"]".repeat(100)}`), 400);
    await expectStatus(await post("{not json"), 400);
    expect(forwarded).toHaveLength(0);
  });
});

// The loop `JUMPDEST PUSH1 0 JUMP`, run as the init code of a create-style call (no `to`): it
// burns whatever gas it is given.
const LOOP = "0x5b600056";
const BLOCK_GAS_LIMIT = 30_000_000n; // anvil's default

describe("/chain on a real anvil", () => {
  let anvil: Anvil;
  beforeAll(async () => {
    anvil = await startAnvil({ port: 0 });
  });
  afterAll(() => anvil.stop());

  const send = (body: unknown, signal = AbortSignal.timeout(5_000)) =>
    createChainRoute({ upstream: anvil.url }).request("/chain", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal,
    });
  const rpc = (method: string, params: unknown[], id = 1) => ({ jsonrpc: "2.0", id, method, params });
  const loop = (extra: Record<string, unknown> = {}) => ({ data: LOOP, ...extra });

  it("answers a 2^40-gas eth_call within 5 s and leaves anvil free", async () => {
    const started = performance.now();
    const res = await send(rpc("eth_call", [loop({ gas: `0x${(2n ** 40n).toString(16)}` }), "latest"]));
    const { error } = (await res.json()) as { error: { code: number; message: string } };
    expect(error.code).toBe(-32602);
    expect(error.message).toBe(
      `eth_call: gas 0x10000000000 is above the block gas limit (${BLOCK_GAS_LIMIT}); /chain runs no call longer than one block`,
    );
    // Both timed in this process; a 2^40-gas loop would hold anvil far longer than the client waits.
    expect(performance.now() - started).toBeLessThan(5_000);
    const next = performance.now();
    const block = await send(rpc("eth_blockNumber", []), AbortSignal.timeout(2_000));
    expect(await block.json()).toMatchObject({ result: "0x0" });
    expect(performance.now() - next).toBeLessThan(2_000);
  });

  it.each([
    ["eth_estimateGas", [loop({ gas: "0x10000000" }), "latest"]],
    ["eth_createAccessList", [loop({ gas: "0x10000000" }), "latest"]],
    ["eth_fillTransaction", [loop({ gas: "0x10000000" })]],
    // Anvil's default gas is the block's gas limit, which a block override raises.
    ["eth_call", [loop(), "latest", {}, { gasLimit: "0x10000000000" }]],
    ["eth_estimateGas", [loop(), "latest", null, { gasLimit: "0x10000000000" }]],
    // Every spelling of a quantity anvil reads.
    ["eth_call", [loop({ gas: "0X10000000" }), "latest"]],
    ["eth_call", [loop({ gas: "268435456" }), "latest"]],
    ["eth_call", [loop({ gas: 268435456 }), "latest"]],
    ["eth_call", [loop({ gas: 1e30 }), "latest"]],
    ["eth_call", [loop({ gas: "0x" }), "latest"]],
    ["eth_call", [loop({ gas: ["0x1"] }), "latest"]],
    ["eth_call", { tx: loop({ gas: "0x10000000" }) }],
  ])("refuses %s asking for more than a block: %j", async (method, params) => {
    const res = await send(rpc(method, params as unknown[], 9));
    expect(await res.json()).toMatchObject({ id: 9, error: { code: -32602 } });
  });

  it("lets a call without gas run to the block gas limit only, and forwards what fits", async () => {
    const started = performance.now();
    const res = await send(rpc("eth_call", [loop(), "latest"]));
    expect(await res.json()).toMatchObject({ error: { message: "EVM error OutOfGas" } });
    const fits = await send(rpc("eth_call", [loop({ gas: `0x${BLOCK_GAS_LIMIT.toString(16)}` }), "latest"]));
    expect(await fits.json()).toMatchObject({ error: { message: "EVM error OutOfGas" } });
    // Timed in this process: two loops of one block's gas each stay inside the client's limit.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("refuses a whole batch that holds one call over the limit", async () => {
    const res = await send([
      rpc("eth_chainId", [], 1),
      rpc("eth_call", [loop({ gas: "0x10000000000" }), "latest"], 2),
    ]);
    const body = (await res.json()) as { id: number; error: { message: string } }[];
    expect(body.map((b) => [b.id, b.error.message.slice(0, 30)])).toEqual([
      [1, "Not sent: another call of this"],
      [2, "eth_call: gas 0x10000000000 is"],
    ]);
  });
});

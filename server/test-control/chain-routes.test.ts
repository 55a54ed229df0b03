import { erc20Abi, type Address } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { startTestChain, type TestChain } from "../billing/verify-test-fixtures.ts";
import { wireError } from "../testing/wire-client.ts";
import { createApp } from "../app.ts";
import { createChainDeps } from "../chain/clients.ts";
import { defaultConfig } from "../config.ts";
import { recordingProxy } from "../testing/recording-rpc-proxy.ts";
import { makeTestApp, type TestApp } from "../test-support.ts";
import { expectStatus } from "../../common/expect-status.ts";

let chain: TestChain;
let t: TestApp;

beforeAll(async () => {
  chain = await startTestChain();
  t = await makeTestApp({ chain: chain.chain });
});
afterAll(async () => {
  await t.close();
  await chain.stop();
});

const control = (path: string, body: unknown) =>
  t.app.request(`/__test/chain${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("test control: chain", () => {
  it("mines blocks on demand and reports the new head", async () => {
    const head = await chain.chain.publicClient.getBlockNumber({ cacheTime: 0 });
    const res = await control("/mine", { blocks: 3 });
    expect(await res.json()).toEqual({ blockNumber: Number(head) + 3 });
    expect(await (await control("/mine", {})).json()).toEqual({ blockNumber: Number(head) + 4 });
  });

  it("switches automine", async () => {
    expect(await (await control("/automine", { enabled: false })).json()).toEqual({ enabled: false });
    expect(await chain.chain.testClient.getAutomine()).toBe(false);
    expect(await (await control("/automine", { enabled: true })).json()).toEqual({ enabled: true });
    expect(await chain.chain.testClient.getAutomine()).toBe(true);
  });

  it("funds an address with ETH and test USDC, adding to what it holds", async () => {
    const address: Address = privateKeyToAccount(generatePrivateKey()).address;
    const fund = { address: address.toLowerCase(), eth: "1000000000000000000", usdc: "2500000" };
    expect(await (await control("/fund", fund)).json()).toEqual({ ok: true });
    expect(await (await control("/fund", { address, eth: "5" })).json()).toEqual({ ok: true });
    const { publicClient } = chain.chain;
    expect(await publicClient.getBalance({ address })).toBe(1_000_000_000_000_000_005n);
    const usdc = await publicClient.readContract({
      address: chain.token,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [address],
    });
    expect(usdc).toBe(2_500_000n);
  });

  it("funds several addresses at once, as parallel e2e workers do: every mint lands", async () => {
    const addresses = Array.from({ length: 8 }, () => privateKeyToAccount(generatePrivateKey()).address);
    const answers = await Promise.all(
      addresses.map(async (address, i) => control("/fund", { address, usdc: String(1_000_000 + i) })),
    );
    expect(answers.map((res) => res.status)).toEqual(addresses.map(() => 200));
    const balances = await Promise.all(
      addresses.map((address) =>
        chain.chain.publicClient.readContract({
          address: chain.token,
          abi: erc20Abi,
          functionName: "balanceOf",
          args: [address],
        }),
      ),
    );
    expect(balances).toEqual(addresses.map((_, i) => BigInt(1_000_000 + i)));
  });

  it.each([
    ["/mine", { blocks: 0 }, "blocks"],
    ["/automine", { enabled: "yes" }, "enabled"],
    ["/fund", { address: "0x1234", eth: "1" }, "address"],
    ["/fund", { address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8", eth: "1.5" }, "eth"],
    ["/fund", { address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8", usdc: -1 }, "usdc"],
  ])("rejects a bad body for %s naming the field", async (path, body, field) => {
    expect(await wireError(await control(path, body))).toMatchObject({
      status: 400,
      code: "INVALID_REQUEST",
      details: { field },
    });
  });

  it("on an existing chain (CHAIN_RPC_URL) refuses every control and sends the chain nothing", async () => {
    // The same anvil seen through a recorder, as an instance that did not start it sees it.
    const proxy = await recordingProxy(chain.chain.rpcUrl);
    try {
      const joined = createApp({
        db: t.db,
        chain: { ...createChainDeps(proxy.url), existing: true },
        config: defaultConfig({ testMode: true }),
      });
      const before = await chain.chain.publicClient.getBlockNumber({ cacheTime: 0 });
      const address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
      for (const [path, body] of [
        ["/mine", { blocks: 2 }],
        ["/automine", { enabled: false }],
        ["/fund", { address, eth: "1", usdc: "1" }],
      ] as const) {
        const res = await joined.request(`/__test/chain${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        const error = await wireError(res);
        expect(error).toMatchObject({
          status: 503,
          code: "CHAIN_UNAVAILABLE",
          details: { chain: "existing" },
        });
        expect(error.message).toMatch(/CHAIN_RPC_URL.*cheat methods/);
      }
      expect(proxy.methods).toEqual([]);
      expect(await chain.chain.publicClient.getBlockNumber({ cacheTime: 0 })).toBe(before);
      expect(await chain.chain.testClient.getAutomine()).toBe(true);
    } finally {
      proxy.server.close();
    }
  });

  it("is absent outside test mode", async () => {
    const before = await chain.chain.publicClient.getBlockNumber({ cacheTime: 0 });
    const prod = createApp({ db: t.db, chain: chain.chain, config: defaultConfig({ testMode: false }) });
    const res = await prod.request("/__test/chain/mine", { method: "POST", body: "{}" });
    await expectStatus(res, 404);
    expect(await chain.chain.publicClient.getBlockNumber({ cacheTime: 0 })).toBe(before);
  });
});

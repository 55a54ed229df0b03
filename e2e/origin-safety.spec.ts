import { expect, test, type Page } from "@playwright/test";
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { privateKeyToAccount, generatePrivateKey } from "viem/accounts";
import { chromiumPath } from "../scripts/ensure-chromium.mjs";
import { expectStatus } from "./expect-status";

// What a page on another origin can make a browser do to the local stack and its chain. Every
// attempt is checked by its effect (a balance on the chain), not only by the page's view of it:
// a request the browser sends without a preflight runs even when its answer is unreadable.

const executablePath = chromiumPath("e2e");
// evil.example resolves to loopback, as a DNS-rebinding site would make it.
test.use({
  launchOptions: {
    executablePath,
    args: [
      "--disable-background-networking",
      "--no-first-run",
      "--host-resolver-rules=MAP evil.example 127.0.0.1",
    ],
  },
});

const stackUrl = () => process.env.BASE_URL ?? "";
const anvilUrl = () => process.env.CHAIN_URL ?? "";

async function rpc(method: string, params: unknown[]): Promise<unknown> {
  const res = await fetch(anvilUrl(), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return ((await res.json()) as { result: unknown }).result;
}

const balanceOf = async (address: string) =>
  BigInt((await rpc("eth_getBalance", [address, "latest"])) as string);
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;

let elsewhere: Server;
let elsewhereUrl = "";
test.beforeAll(async () => {
  elsewhere = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end("<!doctype html><title>elsewhere</title><p>another site");
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, "127.0.0.1", resolve));
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`;
});
test.afterAll(() => new Promise<void>((resolve) => elsewhere.close(() => resolve())));

/** Sends a JSON-RPC call from the page as `fetch` would; resolves to what the page could read. */
function sendFrom(page: Page, url: string, body: unknown, init: { contentType: string; mode: RequestMode }) {
  return page.evaluate(
    async ({ url, body, init }) => {
      try {
        const res = await fetch(url, {
          method: "POST",
          mode: init.mode,
          headers: { "content-type": init.contentType },
          body: JSON.stringify(body),
        });
        return res.type === "opaque" ? "opaque" : `${res.status} ${await res.text()}`;
      } catch (error) {
        return `failed: ${String(error)}`;
      }
    },
    { url, body, init },
  );
}

const setBalance = (address: string) => ({
  jsonrpc: "2.0",
  id: 1,
  method: "anvil_setBalance",
  params: [address, "0x56bc75e2d63100000"],
});

test("a page on another origin cannot run anvil_* calls on the local chain", async ({ page }) => {
  await page.goto(elsewhereUrl);
  const targets = [anvilUrl(), `${stackUrl()}/chain`];
  for (const target of targets) {
    // The request a page may send without a preflight: text/plain, answer unreadable.
    const simple = freshAddress();
    expect(
      await sendFrom(page, target, setBalance(simple), { contentType: "text/plain", mode: "no-cors" }),
    ).toBe("opaque");
    // JSON needs a preflight, which names only the dashboard's origin.
    const json = freshAddress();
    expect(
      await sendFrom(page, target, setBalance(json), { contentType: "application/json", mode: "cors" }),
    ).toMatch(/^failed: TypeError/);
    expect(await balanceOf(simple)).toBe(0n);
    expect(await balanceOf(json)).toBe(0n);
  }
  // Test mode's control routes (funding any address) are not reachable from elsewhere either.
  const funded = freshAddress();
  await sendFrom(
    page,
    `${stackUrl()}/__test/chain/fund`,
    { address: funded, eth: "1000" },
    { contentType: "text/plain", mode: "no-cors" },
  );
  expect(await balanceOf(funded)).toBe(0n);
});

test("the stack answers a rebound name with 421 and never serves it /config.json", async ({ page }) => {
  const port = new URL(stackUrl()).port;
  const config = await page.goto(`http://evil.example:${port}/config.json`);
  await expectStatus(config, 421);
  const text = await page.locator("body").innerText();
  expect(text).toContain("MISDIRECTED_REQUEST");
  expect(text).not.toContain("apiKey");
  expect(text).not.toContain("privateKey");
  await expectStatus(await page.goto(`http://evil.example:${port}/balance`), 421);
});

test("the dashboard is told a same-origin chain RPC, never anvil's port", async ({ page }) => {
  const response = await page.goto(`${stackUrl()}/config.json`);
  expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  const config = (await response?.json()) as { chain: { rpcUrl: string } };
  expect(config.chain.rpcUrl).toBe(`${stackUrl()}/chain`);
  expect(config.chain.rpcUrl).not.toContain(new URL(anvilUrl()).port);
});

test("the built dashboard's source maps carry no sources", async ({ request }) => {
  const html = await (await request.get(`${stackUrl()}/balance`)).text();
  const entry = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeDefined();
  const code = await (await request.get(`${stackUrl()}${entry}`)).text();
  const mapName = /\/\/# sourceMappingURL=(\S+)/.exec(code)?.[1];
  expect(mapName).toBeDefined();
  const map = await request.get(new URL(mapName ?? "", `${stackUrl()}${entry}`).href);
  await expectStatus(map, 200);
  const json = (await map.json()) as { sources: string[]; mappings: string; sourcesContent?: unknown[] };
  // The bench reads `sources` and `mappings` (bytes per package); the code itself stays home.
  expect(json.sources.length).toBeGreaterThan(0);
  expect(json.mappings.length).toBeGreaterThan(0);
  // Absent, or (for chunks with pre-mapped inputs) a list of nulls: no code either way.
  expect((json.sourcesContent ?? []).filter((content) => content !== null)).toEqual([]);
});

/** A JSON-RPC call to the stack's /chain from Node (no Origin), giving up after `ms`. */
async function viaChainRoute(method: string, params: unknown[], ms: number) {
  const res = await fetch(`${stackUrl()}/chain`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    signal: AbortSignal.timeout(ms),
  });
  return (await res.json()) as { result?: unknown; error?: { code: number; message: string } };
}

test("one /chain call cannot hold the chain: a 2^40-gas eth_call is answered at once", async () => {
  // Init code that loops until its gas runs out (JUMPDEST PUSH1 0 JUMP): with 2^40 gas anvil would
  // keep computing long after the caller left.
  const started = performance.now();
  const answer = await viaChainRoute(
    "eth_call",
    [{ data: "0x5b600056", gas: "0x10000000000" }, "latest"],
    5_000,
  );
  expect(answer.error?.code).toBe(-32602);
  expect(answer.error?.message).toContain("above the block gas limit");
  // Timed in this process, with the client giving up at its limit (the old route hung until then).
  expect(performance.now() - started).toBeLessThan(5_000);
  const next = performance.now();
  expect((await viaChainRoute("eth_blockNumber", [], 2_000)).result).toMatch(/^0x[0-9a-f]+$/);
  expect(performance.now() - next).toBeLessThan(2_000);
});

test("a refused cheat call says the chain is a public-key test chain, not that it is locked", async () => {
  const answer = await viaChainRoute("anvil_setBalance", [freshAddress(), "0x1"], 5_000);
  expect(answer.error?.code).toBe(-32601);
  expect(answer.error?.message).toContain("is not offered through the dashboard's chain route");
  expect(answer.error?.message).toContain("the local chain is a test chain whose dev keys are public");
});

test("an absolute-form request naming another authority never gets /config.json", async () => {
  const { host } = new URL(stackUrl());
  // A raw socket: fetch and browsers send origin-form to a server, absolute-form only to a proxy.
  const rawGet = (target: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(stackUrl()).port), "127.0.0.1");
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    });
  const foreign = await rawGet("http://evil.example/config.json");
  expect(foreign).toMatch(/^HTTP\/1\.1 421 /);
  expect(foreign).toContain("MISDIRECTED_REQUEST");
  expect(foreign).not.toContain("apiKey");
  const own = await rawGet(`http://${host}/config.json`);
  expect(own).toMatch(/^HTTP\/1\.1 200 /);
  expect(own).toContain(`"billingBaseUrl":"http://${host}/billing/v1"`);
});

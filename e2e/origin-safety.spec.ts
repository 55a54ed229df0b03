import { expect, test, type Page } from "@playwright/test";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { privateKeyToAccount, generatePrivateKey } from "viem/accounts";
import { chromiumPath } from "../scripts/ensure-chromium.mjs";

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
  expect(config?.status()).toBe(421);
  const text = await page.locator("body").innerText();
  expect(text).toContain("MISDIRECTED_REQUEST");
  expect(text).not.toContain("apiKey");
  expect(text).not.toContain("privateKey");
  expect((await page.goto(`http://evil.example:${port}/balance`))?.status()).toBe(421);
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
  expect(map.status()).toBe(200);
  const json = (await map.json()) as { sources: string[]; mappings: string; sourcesContent?: unknown[] };
  // The bench reads `sources` and `mappings` (bytes per package); the code itself stays home.
  expect(json.sources.length).toBeGreaterThan(0);
  expect(json.mappings.length).toBeGreaterThan(0);
  // Absent, or (for chunks with pre-mapped inputs) a list of nulls: no code either way.
  expect((json.sourcesContent ?? []).filter((content) => content !== null)).toEqual([]);
});

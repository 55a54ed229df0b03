import { newPaymentKey, paymentPublicKey } from "../billing/payment-addresses.ts";
import { createChainDeps } from "../chain/clients.ts";
import { makeTestApp, type TestApp } from "../test-support.ts";
import { expectStatus } from "../../common/expect-status.ts";

let t: TestApp;
afterEach(() => t.close());

it("a chain that cannot be reached answers 503 CHAIN_UNAVAILABLE with Retry-After, never 500, on the top-up route", async () => {
  // Port 9 (discard) on loopback: nothing listens, every JSON-RPC call is refused.
  const chain = createChainDeps("http://127.0.0.1:9");
  const lines: string[] = [];
  t = await makeTestApp({
    chain,
    config: { paymentKey: paymentPublicKey(newPaymentKey()) },
    log: (line) => lines.push(line),
  });
  const res = await t.app.request("/billing/v1/account/topup", {
    method: "POST",
    headers: { Authorization: `Bearer ${t.key}`, "Content-Type": "application/json" },
    body: JSON.stringify({ type: "crypto", currency_id: "eth", credits: 1000 }),
  });
  await expectStatus(res, 503);
  expect(res.headers.get("retry-after")).toBe("1");
  expect(await res.json()).toMatchObject({ error: { code: "CHAIN_UNAVAILABLE" } });
  expect(lines.join("\n")).toMatch(/HttpRequestError/);
});

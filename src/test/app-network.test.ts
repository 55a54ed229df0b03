import { expect, onTestFinished, test } from "vitest";
import { installAppNetwork } from "./app-network";
import { json } from "./service";

const never = () => new Promise<Response>(() => undefined);
const BALANCE = "https://svc.test/billing/v1/account/balance";

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => "resolved",
    (reason: unknown) => reason,
  );
}

test("like a real fetch, a request aborted while in flight or before it is sent rejects with an AbortError", async () => {
  let answered = 0;
  const network = installAppNetwork(() => {
    answered += 1;
    return json({ ok: true });
  });
  network.stage("GET /billing/v1/account/balance", never);
  const inFlight = new AbortController();

  const pending = rejection(fetch(BALANCE, { signal: inFlight.signal }));
  inFlight.abort();
  expect(await pending).toMatchObject({ name: "AbortError" });

  const before = new AbortController();
  before.abort();
  const sent = fetch("https://svc.test/chat/v1/search", { method: "POST", signal: before.signal });
  expect(await rejection(sent)).toMatchObject({ name: "AbortError" });
  expect(answered).toBe(0);
  expect(network.requests.map((request) => request.method)).toEqual(["GET", "POST"]);
});

test("a layer over an answer for everything answers its staged route and passes the rest down", async () => {
  installAppNetwork(() => json({ from: "underneath" }));
  const network = installAppNetwork();
  network.stage("POST /chat/v1/search", () => json({ from: "staged" }, { status: 429 }));

  const search = await fetch("https://svc.test/chat/v1/search", { method: "POST", body: "{}" });
  const balance = await fetch(BALANCE);

  expect([search.status, await search.json()]).toEqual([429, { from: "staged" }]);
  expect(await balance.json()).toEqual({ from: "underneath" });
  expect(network.requests.map((request) => request.method)).toEqual(["POST", "GET"]);
});

test("the fetch in place before the test is back when it ends, even under a wrapper of the test's own", () => {
  const before = globalThis.fetch;
  // Test-finished callbacks run last-registered first: this check runs after the network's restore.
  onTestFinished(() => expect(globalThis.fetch).toBe(before));
  installAppNetwork(never);
  installAppNetwork();
  const layered = globalThis.fetch;
  globalThis.fetch = (input, init) => layered(input, init);

  expect(globalThis.fetch).not.toBe(before);
});

import { afterEach, expect, test } from "vitest";
import * as v from "valibot";
import { installAppNetwork, type AppNetwork } from "../test/app-network";
import { json } from "../test/service";
import { EARLY_READ_MAX_AGE_MS, takeEarlyRead } from "./early-reads";
import { ApiError, request } from "./http";

// What public/early-reads.js leaves for the app, and how the app's one request path takes it.

let service: AppNetwork | undefined;
afterEach(() => {
  delete window.__dashEarlyReads;
});

const schema = v.object({ balance: v.number() });
const balanceUrl = "https://svc.test/billing/v1/account/balance";
const base = { baseUrl: "https://svc.test/billing/v1", path: "/account/balance", apiKey: "dk_k", schema };

/** The registry as the script leaves it, with one read of `url` sent with `key`. */
function earlyRead(url: string, key: string | null, answer: Promise<Response>, at = performance.now()) {
  window.__dashEarlyReads = { open: true, reads: { [url]: { key, at, response: answer } } };
}

test("the app's read takes the early answer for the same URL and key: nothing more is sent", async () => {
  service = installAppNetwork(() => json({ balance: 2 }));
  earlyRead(balanceUrl, "dk_k", Promise.resolve(Response.json({ balance: 1 })));
  expect(await request(base)).toEqual({ balance: 1 });
  expect(service.requests).toHaveLength(0);
  // Once: the next read goes to the service.
  expect(await request(base)).toEqual({ balance: 2 });
  expect(service.requests).toHaveLength(1);
});

test("an early answer is checked like any other: a refusal is the app's error, a wrong shape is invalid", async () => {
  service = installAppNetwork(() => json({ balance: 2 }));
  earlyRead(balanceUrl, "dk_k", Promise.resolve(Response.json({ error: "nope" }, { status: 401 })));
  expect(await request(base).catch((error: unknown) => error)).toMatchObject({ kind: "http", status: 401 });
  earlyRead(balanceUrl, "dk_k", Promise.resolve(Response.json({ balance: "1" })));
  const invalid = await request(base).catch((error: unknown) => error);
  expect(invalid).toBeInstanceOf(ApiError);
  expect(invalid).toMatchObject({ code: "INVALID_RESPONSE" });
  expect(service.requests).toHaveLength(0);
});

test("an early answer sent with another key, or too old, is not taken", async () => {
  service = installAppNetwork(() => json({ balance: 2 }));
  earlyRead(balanceUrl, "dk_other", Promise.resolve(Response.json({ balance: 1 })));
  expect(await request(base)).toEqual({ balance: 2 });
  earlyRead(
    balanceUrl,
    "dk_k",
    Promise.resolve(Response.json({ balance: 1 })),
    performance.now() - EARLY_READ_MAX_AGE_MS - 1,
  );
  expect(await request(base)).toEqual({ balance: 2 });
  expect(service.requests.map((each) => each.headers.get("Authorization"))).toEqual([
    "Bearer dk_k",
    "Bearer dk_k",
  ]);
});

test("a request with a body or another method never takes an early answer", async () => {
  service = installAppNetwork(() => json({ balance: 2 }));
  earlyRead(balanceUrl, "dk_k", Promise.resolve(Response.json({ balance: 1 })));
  expect(await request({ ...base, method: "POST", body: {} })).toEqual({ balance: 2 });
  expect(service.requests).toHaveLength(1);
});

test("the caller's abort ends the wait for an early answer as aborted", async () => {
  service = installAppNetwork(() => json({ balance: 2 }));
  earlyRead(balanceUrl, "dk_k", new Promise<Response>(() => undefined));
  const controller = new AbortController();
  const pending = request({ ...base, signal: controller.signal }).catch((error: unknown) => error);
  controller.abort();
  expect(await pending).toMatchObject({ kind: "aborted" });
});

test("an early read that failed is sent again by the app, so any failure is the app's own request's", async () => {
  service = installAppNetwork(() => json({ balance: 2 }));
  earlyRead(balanceUrl, "dk_k", Promise.reject(new TypeError("Failed to fetch")));
  expect(await request(base)).toEqual({ balance: 2 });
  expect(service.requests.map((each) => each.url)).toEqual([balanceUrl]);
});

test("a read the script has not started closes it: it starts nothing after the app's first own read", () => {
  earlyRead(balanceUrl, "dk_k", Promise.resolve(Response.json({ balance: 1 })));
  expect(takeEarlyRead("https://svc.test/chat/v1/tools?vertical_id=crypto", "dk_k")).toBeUndefined();
  expect(window.__dashEarlyReads?.open).toBe(false);
  // What it did start is still there for the app.
  expect(takeEarlyRead(balanceUrl, "dk_k")).toBeInstanceOf(Promise);
});

test("without the script the app reads for itself, and a script running late starts nothing", () => {
  expect(takeEarlyRead(balanceUrl, "dk_k")).toBeUndefined();
  expect(window.__dashEarlyReads).toEqual({ open: false, reads: {} });
});

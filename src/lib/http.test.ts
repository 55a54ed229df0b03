import { afterEach, expect, test, vi } from "vitest";
import * as v from "valibot";
import { rateLimited, unauthorized } from "../test/fixtures/errors";
import { installAppNetwork, type AppNetwork } from "../test/app-network";
import { corsBlocked, json, unreachable } from "../test/service";
import { ApiError, parseRetryAfter, request } from "./http";

let service: AppNetwork | undefined;
afterEach(() => {
  vi.useRealTimers();
});

const schema = v.object({ ok: v.literal(true) });
const base = { baseUrl: "https://svc.test/billing/v1", path: "/account/balance", apiKey: "dk_k", schema };

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

test.each(["spec", "production"] as const)("401 (%s body) → ApiError UNAUTHORIZED", async (dialect) => {
  service = installAppNetwork(() => json(unauthorized[dialect], { status: 401 }));
  const error = await failure(request(base));
  expect(error).toMatchObject({ kind: "http", status: 401, code: "UNAUTHORIZED" });
  expect(error.message).toBe(dialect === "spec" ? "Missing or invalid API key" : "Invalid API key");
});

test("429 surfaces Retry-After in seconds", async () => {
  service = installAppNetwork(() =>
    json(rateLimited.spec, { status: 429, headers: { "Retry-After": "17" } }),
  );
  const error = await failure(request(base));
  expect(error).toMatchObject({
    status: 429,
    code: "RATE_LIMITED",
    retryAfterSeconds: 17,
    details: { limit: 60 },
  });
});

test("the flat {type, reason} body becomes a code, a message and the remaining fields as details", async () => {
  const flat = { type: "invalid_request", reason: "input.query is required", field: "input.query" };
  service = installAppNetwork(() => json(flat, { status: 400 }));
  const error = await failure(request(base));
  expect(error).toMatchObject({
    code: "INVALID_REQUEST",
    message: "input.query is required",
    details: { field: "input.query" },
  });
});

test("a non-JSON error body still yields a code from the status", async () => {
  service = installAppNetwork(() => new Response("<html>Bad gateway</html>", { status: 502 }));
  expect(await failure(request(base))).toMatchObject({ kind: "http", status: 502, code: "INTERNAL_ERROR" });
});

test("Retry-After as an HTTP date counts the seconds left", () => {
  const now = Date.parse("2026-11-21T13:00:00Z");
  expect(parseRetryAfter("Sat, 21 Nov 2026 13:00:30 GMT", now)).toBe(30);
  expect(parseRetryAfter(null, now)).toBeUndefined();
});

test("no answer within the timeout aborts the request as a timeout", async () => {
  let aborted = false;
  service = installAppNetwork(() => new Promise<Response>(() => undefined));
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    init?.signal?.addEventListener("abort", () => (aborted = true));
    return original(input, init);
  };
  const error = await failure(request({ ...base, timeoutMs: 30 }));
  expect(error).toMatchObject({ kind: "timeout", code: "TIMEOUT" });
  expect(aborted).toBe(true);
});

test("the caller's abort is reported as aborted, not as a network failure", async () => {
  service = installAppNetwork(() => new Promise<Response>(() => undefined));
  const controller = new AbortController();
  const pending = failure(request({ ...base, signal: controller.signal }));
  controller.abort();
  expect(await pending).toMatchObject({ kind: "aborted" });
});

test("a host that does not answer at all is a network error", async () => {
  service = installAppNetwork(unreachable);
  expect(await failure(request(base))).toMatchObject({ kind: "network", code: "NETWORK_ERROR" });
  // The second request is the no-cors probe: no key, no body.
  expect(service.requests).toHaveLength(2);
  expect(service.requests[1]?.headers.get("Authorization")).toBeNull();
});

test("a host that answers only opaque no-cors requests is blocked by CORS", async () => {
  service = installAppNetwork(corsBlocked());
  expect(await failure(request({ ...base, method: "POST", body: { a: 1 } }))).toMatchObject({
    kind: "cors",
    code: "CORS_BLOCKED",
  });
  // The probe after a POST is a bodiless GET: it can never spend credits.
  expect(service.requests[1]?.method).toBe("GET");
});

test("a key holding an invisible character is refused in words and nothing is sent, not even a key-less CORS check", async () => {
  service = installAppNetwork(corsBlocked());
  expect(await failure(request({ ...base, apiKey: "dk_a\u200Bb" }))).toMatchObject({
    code: "INVALID_KEY_TEXT",
    message: "The key holds an invisible character (U+200B) at position 5 — paste it again or remove it.",
  });
  expect(service.requests).toEqual([]);
});

test("a 2xx body that does not match the schema is rejected as an invalid response", async () => {
  service = installAppNetwork(() => json({ ok: "yes" }));
  const error = await failure(request(base));
  expect(error).toMatchObject({ kind: "invalid-response", code: "INVALID_RESPONSE" });
  expect(error.details.issues).toEqual([expect.objectContaining({ path: "ok" })]);
});

test("each issue of an invalid response names its path, dot-joined, and what is wrong there", async () => {
  service = installAppNetwork(() => json({ items: [{ n: 1 }, { n: "2" }] }));
  const nested = v.object({ items: v.array(v.object({ n: v.number("n must be a number") })) });
  const error = await failure(request({ ...base, schema: nested }));
  expect(error.details.issues).toEqual([{ path: "items.1.n", message: "n must be a number" }]);
  service.restore();
  service = installAppNetwork(() => json("not the object"));
  const atRoot = await failure(request({ ...base, schema: v.object({ ok: v.boolean() }, "not an object") }));
  expect(atRoot.details.issues).toEqual([{ path: "", message: "not an object" }]);
});

test("an empty 2xx body is an invalid response unless the endpoint's schema allows it", async () => {
  service = installAppNetwork(() => new Response("", { status: 200 }));
  expect(await failure(request(base))).toMatchObject({ kind: "invalid-response" });
  await expect(request({ ...base, schema: v.undefined() })).resolves.toBeUndefined();
});

test("sends JSON with the bearer key and the query string", async () => {
  service = installAppNetwork(() => json({ ok: true }));
  await request({
    ...base,
    baseUrl: "https://svc.test/chat/",
    path: "/v1/tools",
    query: { vertical_id: "crypto" },
  });
  await request({ ...base, method: "POST", body: { q: 1 } });
  const [get, post] = service.requests;
  expect(get?.url).toBe("https://svc.test/chat/v1/tools?vertical_id=crypto");
  expect(get?.headers.get("Authorization")).toBe("Bearer dk_k");
  expect(post?.headers.get("Content-Type")).toBe("application/json");
  expect(await post?.json()).toEqual({ q: 1 });
});

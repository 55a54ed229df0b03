import { afterEach, describe, expect, it } from "vitest";
import { gunzipSync } from "node:zlib";
import { makeTestApp, type TestApp } from "./test-support.ts";
import { expectStatus } from "../common/expect-status.ts";

let t: TestApp;
afterEach(async () => {
  if (!t.db.closed) await t.close();
});

const json = (body: string, contentType = "application/json") => ({
  method: "PUT",
  headers: { "Content-Type": contentType },
  body,
});

describe("failure classes", () => {
  it("answers a malformed JSON body with 400 INVALID_REQUEST", async () => {
    t = await makeTestApp();
    const res = await t.app.request(`/__test/accounts/${t.accountId}/balance`, json("{not json"));
    await expectStatus(res, 400);
    expect(await res.json()).toEqual({
      error: {
        code: "INVALID_REQUEST",
        message: "Request body is not valid JSON",
        details: { field: "(body)" },
      },
    });
  });

  it("refuses a body that is not application/json", async () => {
    t = await makeTestApp();
    const body = JSON.stringify({ subscription_balance: 1, top_up_balance: 2 });
    const res = await t.app.request(`/__test/accounts/${t.accountId}/balance`, json(body, "text/plain"));
    await expectStatus(res, 400);
    const { error } = (await res.json()) as { error: { code: string; details: { field: string } } };
    expect(error.code).toBe("INVALID_REQUEST");
    expect(error.details.field).toBe("content-type");
  });

  it("names the field of the wrong type", async () => {
    t = await makeTestApp();
    const body = JSON.stringify({ subscription_balance: "12", top_up_balance: 2 });
    const res = await t.app.request(`/__test/accounts/${t.accountId}/balance`, json(body));
    await expectStatus(res, 400);
    const { error } = (await res.json()) as {
      error: { code: string; details: { field: string; issues: unknown[] } };
    };
    expect(error.code).toBe("INVALID_REQUEST");
    expect(error.details.field).toBe("subscription_balance");
    expect(error.details.issues).toHaveLength(1);
  });

  it("refuses integers a JSON double cannot carry exactly", async () => {
    t = await makeTestApp();
    const body = '{"subscription_balance": 9007199254740993, "top_up_balance": 0}';
    const res = await t.app.request(`/__test/accounts/${t.accountId}/balance`, json(body));
    await expectStatus(res, 400);
    expect(((await res.json()) as { error: { details: { field: string } } }).error.details.field).toBe(
      "subscription_balance",
    );
  });

  it("answers a body over 1 MB with 413 PAYLOAD_TOO_LARGE", async () => {
    t = await makeTestApp();
    const big = JSON.stringify({ name: "x".repeat(1024 * 1024) });
    for (const path of ["/__test/accounts", "/billing/v1/account/topup"]) {
      const res = await t.app.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${t.key}` },
        body: big,
      });
      await expectStatus(res, 413);
      expect(await res.json()).toEqual({
        error: {
          code: "PAYLOAD_TOO_LARGE",
          message: "Request body too large",
          details: { max_bytes: 1048576 },
        },
      });
    }
  });

  it("answers unknown routes with 404 NOT_FOUND", async () => {
    t = await makeTestApp();
    for (const path of ["/nope", "/billing/v1/nope", "/chat/v1/search/nope", "/billing/v2/account/balance"]) {
      const res = await t.app.request(path, { headers: { Authorization: `Bearer ${t.key}` } });
      await expectStatus(res, 404, path);
      const body = (await res.json()) as { error: { code: string; details: unknown } };
      expect(body.error.code).toBe("NOT_FOUND");
      expect(body.error.details).toEqual({});
    }
  });

  it("refuses U+0000, which PostgreSQL cannot store, in bodies and query parameters (400) and paths (404)", async () => {
    t = await makeTestApp();
    const auth = { Authorization: `Bearer ${t.key}`, "Content-Type": "application/json" };
    const body = await t.app.request("/chat/v1/search/plan", {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ query: "price of \u0000 BTC" }),
    });
    await expectStatus(body, 400);
    expect(await body.json()).toMatchObject({
      error: { code: "INVALID_REQUEST", details: { field: "query" } },
    });

    const path = await t.app.request("/billing/v1/account/topup/%00/complete", {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ transaction_hash: `0x${"ab".repeat(32)}` }),
    });
    await expectStatus(path, 404);
    expect(((await path.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");

    // In any query parameter of any route: 400 naming it, never a 500 from the database.
    for (const target of [
      "/billing/v1/account/topups?before=%00",
      "/billing/v1/account/ledger?before=%00",
      "/chat/v1/tools?vertical_id=crypto%00",
    ]) {
      const res = await t.app.request(target, { headers: auth });
      await expectStatus(res, 400, target);
      const { error } = (await res.json()) as { error: { code: string; message: string; details: unknown } };
      expect(error.code, target).toBe("INVALID_REQUEST");
      expect(error.details, target).toEqual({
        field: new URL(target, "http://x").searchParams.keys().next().value,
      });
      expect(error.message, target).toMatch(/U\+0000/);
    }
  });

  it("refuses half a character (a lone surrogate escape) instead of storing U+FFFD in its place", async () => {
    t = await makeTestApp();
    const auth = { Authorization: `Bearer ${t.key}`, "Content-Type": "application/json" };
    const send = (body: string) => t.app.request("/chat/v1/tasks", { method: "POST", headers: auth, body });
    for (const [body, field] of [
      ['{"query":"\\ud800price of BTC"}', "query"],
      ['{"query":"price of BTC","instruction":"short \\udc00"}', "instruction"],
      ['{"query":"price of BTC","\\ud83d":1}', "\ud83d"],
    ] as const) {
      const res = await send(body);
      await expectStatus(res, 400, body);
      const { error } = (await res.json()) as { error: { code: string; message: string; details: unknown } };
      expect(error, body).toMatchObject({ code: "INVALID_REQUEST", details: { field } });
      expect(error.message).toMatch(/valid Unicode/);
    }
    // A whole character sent as its two escapes is kept as sent.
    const ok = await send('{"query":"price of BTC \\ud83d\\ude80"}');
    await expectStatus(ok, 200);
  });

  it("answers a wrong method on a known path with 405 and an Allow header", async () => {
    t = await makeTestApp();
    const res = await t.app.request("/billing/v1/account/balance", {
      method: "DELETE",
      headers: { Authorization: `Bearer ${t.key}` },
    });
    await expectStatus(res, 405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
    expect(await res.json()).toEqual({
      error: {
        code: "METHOD_NOT_ALLOWED",
        message: "DELETE is not allowed here",
        details: { allowed: ["GET", "HEAD"] },
      },
    });
  });

  it("turns an unexpected exception into 500 INTERNAL_ERROR without internals", async () => {
    const lines: string[] = [];
    t = await makeTestApp({ log: (l) => lines.push(l) });
    await t.db.close(); // every query now throws inside the route
    const res = await t.app.request("/billing/v1/account/balance", {
      headers: { Authorization: `Bearer ${t.key}` },
    });
    await expectStatus(res, 500);
    expect(await res.json()).toEqual({
      error: { code: "INTERNAL_ERROR", message: "Internal error", details: {} },
    });
    expect(lines.some((l) => l.startsWith("error GET /billing/v1/account/balance"))).toBe(true);
  });
});

describe("test mode", () => {
  it("does not expose /__test outside test mode", async () => {
    t = await makeTestApp({ config: { testMode: false } });
    const res = await t.app.request("/__test/accounts", json("{}"));
    await expectStatus(res, 404);
  });
});

describe("compression", () => {
  it("gzips a large answer for a client that accepts gzip, and only then", async () => {
    t = await makeTestApp();
    const path = "/chat/v1/tools?vertical_id=crypto";
    const auth = { Authorization: `Bearer ${t.key}` };
    const plain = await t.app.request(path, { headers: auth });
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    const plainText = await plain.text();
    expect(plainText.length).toBeGreaterThan(1024);

    const zipped = await t.app.request(path, {
      headers: { ...auth, "Accept-Encoding": "gzip, deflate, br" },
    });
    await expectStatus(zipped, 200);
    expect(zipped.headers.get("Content-Encoding")).toBe("gzip");
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(plainText.length / 4);
    expect(gunzipSync(bytes).toString("utf8")).toBe(plainText);
  });
});

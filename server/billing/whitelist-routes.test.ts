import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultConfig } from "../config.ts";
import { makeTestApp, type TestApp } from "../test-support.ts";
import { billingAs, freshBilling, wireError } from "../testing/wire-client.ts";
import { MAX_WHITELIST } from "./whitelist-routes.ts";
import { expectStatus } from "../../common/expect-status.ts";

const A = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const B = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const listed = async (res: Response | Promise<Response>) => {
  const r = await res;
  await expectStatus(r, 200);
  return ((await r.json()) as { addresses: string[] }).addresses;
};

describe("/billing/v1/account/whitelist", () => {
  it("starts empty, adds checksummed addresses idempotently and removes them", async () => {
    const billing = await freshBilling(t);
    expect(await listed(billing.listWhitelist())).toEqual([]);
    expect(await listed(billing.addToWhitelist(A.toLowerCase()))).toEqual([A]);
    expect(await listed(billing.addToWhitelist(A))).toEqual([A]);
    expect(await listed(billing.addToWhitelist(B))).toEqual([A, B]);
    expect(await listed(billing.removeFromWhitelist(A.toLowerCase()))).toEqual([B]);
    // Removing what is not listed changes nothing.
    expect(await listed(billing.removeFromWhitelist(A))).toEqual([B]);
    expect(await listed(billing.listWhitelist())).toEqual([B]);
  });

  it("takes an all-uppercase address (no checksum, EIP-55) and lists it checksummed", async () => {
    const billing = await freshBilling(t);
    const upper = `0x${A.slice(2).toUpperCase()}`;
    expect(await listed(billing.addToWhitelist(upper))).toEqual([A]);
    expect(await listed(billing.removeFromWhitelist(upper))).toEqual([]);
  });

  it("keeps each account's list to itself", async () => {
    const one = await freshBilling(t);
    const two = await freshBilling(t);
    await one.addToWhitelist(A);
    expect(await listed(two.listWhitelist())).toEqual([]);
    await two.removeFromWhitelist(A);
    expect(await listed(one.listWhitelist())).toEqual([A]);
  });

  it.each([
    ["not hex", { address: "0xnothex" }],
    ["too short", { address: "0x1234" }],
    ["a letter O for a zero", { address: A.replace("7099", "7O99") }],
    ["a number", { address: 5 }],
    ["nothing", {}],
  ])("rejects %s with 400 INVALID_REQUEST naming the address field", async (_, body) => {
    const billing = await freshBilling(t);
    const res = await t.app.request("/billing/v1/account/whitelist", {
      method: "POST",
      headers: { authorization: `Bearer ${t.key}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(await wireError(res)).toMatchObject({
      status: 400,
      code: "INVALID_REQUEST",
      details: { field: "address" },
    });
    expect(await listed(billing.listWhitelist())).toEqual([]);
  });

  it("rejects a mixed-case address whose checksum is wrong, and a bad address to remove", async () => {
    const billing = await freshBilling(t);
    const badChecksum = A.replace("C518", "c518");
    expect(await wireError(await billing.addToWhitelist(badChecksum))).toMatchObject({
      status: 400,
      details: { field: "address" },
    });
    expect(await wireError(await billing.removeFromWhitelist("0x12"))).toMatchObject({
      status: 400,
      code: "INVALID_REQUEST",
      details: { field: "address" },
    });
  });

  it(`refuses more than ${MAX_WHITELIST} addresses`, async () => {
    const billing = await freshBilling(t);
    for (let i = 1; i <= MAX_WHITELIST; i += 1) {
      await expectStatus(await billing.addToWhitelist(`0x${i.toString(16).padStart(40, "0")}`), 200);
    }
    const error = await wireError(await billing.addToWhitelist(A));
    expect(error).toMatchObject({ status: 400, details: { field: "address", limit: MAX_WHITELIST } });
    // Adding one already listed is still fine.
    await expectStatus(await billing.addToWhitelist(`0x${"1".padStart(40, "0")}`), 200);
  });

  it(`keeps the limit of ${MAX_WHITELIST} when adds race (on PostgreSQL they run at once)`, async () => {
    const billing = await freshBilling(t);
    const tries = MAX_WHITELIST + 20;
    const statuses = await Promise.all(
      Array.from({ length: tries }, (_, i) =>
        billing.addToWhitelist(`0x${(i + 1).toString(16).padStart(40, "0")}`).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_WHITELIST);
    expect(statuses.filter((s) => s === 400)).toHaveLength(tries - MAX_WHITELIST);
    expect(await listed(billing.listWhitelist())).toHaveLength(MAX_WHITELIST);
  });

  it("needs an API key, like the rest of the billing family", async () => {
    for (const [method, path] of [
      ["GET", "/billing/v1/account/whitelist"],
      ["POST", "/billing/v1/account/whitelist"],
      ["DELETE", `/billing/v1/account/whitelist/${A}`],
    ] as const) {
      const res = await t.app.request(path, { method });
      expect(await wireError(res)).toMatchObject({ status: 401, code: "UNAUTHORIZED" });
    }
  });

  it("answers 405 for a method the list does not offer", async () => {
    const res = await t.app.request("/billing/v1/account/whitelist", {
      method: "PUT",
      headers: { authorization: `Bearer ${t.key}` },
    });
    await expectStatus(res, 405);
  });

  it("counts against the per-key rate limit", async () => {
    const limits = { ...defaultConfig().limits, rateLimit: { requests: 2, windowMs: 60_000 } };
    const limited = await makeTestApp({ config: { limits } });
    try {
      const billing = billingAs(limited.app, limited.key);
      await billing.listWhitelist();
      await billing.addToWhitelist(A);
      await expectStatus(await wireError(await billing.listWhitelist()), 429);
    } finally {
      await limited.close();
    }
  });
});

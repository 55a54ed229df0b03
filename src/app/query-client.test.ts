import { queryOptions } from "@tanstack/react-query";
import { afterEach, describe, expect, test } from "vitest";
import { balanceOwner, balanceQueries } from "../lib/balance/balance-queries";
import { searchMutations } from "../features/search/api/search-queries";
import { toolMutations, toolQueries } from "../features/tools/api/tools-queries";
import { topUpMutations } from "../features/topup/api/topup-queries";
import { causeOf, readBalanceCauses } from "../lib/balance-causes";
import { connectionIdentity } from "../lib/connection/connection";
import { search as searchFixture } from "../test/fixtures/chat";
import { testConnection } from "../test/fixtures/connection";
import { installAppNetwork, type AppNetwork } from "../test/app-network";
import { json, routes } from "../test/service";
import { ApiError } from "../lib/http";
import { clearToasts, getToasts } from "../lib/toast";
import { applyAccountBlock, createQueryClient, shouldRetryQuery } from "./query-client";
import { storedText } from "../lib/storage-test-kit";

const searchOf = (query: string) => ({ input: { query }, signal: new AbortController().signal });

let service: AppNetwork | undefined;
afterEach(() => {
  clearToasts();
});

const http = (status: number) => new ApiError({ kind: "http", status, code: `E${status}`, message: "x" });

describe("retry policy", () => {
  test("GETs retry on network errors and 5xx only, never on 4xx, CORS or invalid answers", () => {
    expect(shouldRetryQuery(0, new ApiError({ kind: "network", code: "NETWORK_ERROR", message: "" }))).toBe(
      true,
    );
    expect(shouldRetryQuery(0, http(503))).toBe(true);
    expect(shouldRetryQuery(3, http(503))).toBe(false);
    for (const status of [400, 401, 404, 429]) expect(shouldRetryQuery(0, http(status))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError({ kind: "cors", code: "CORS_BLOCKED", message: "" }))).toBe(
      false,
    );
    expect(
      shouldRetryQuery(0, new ApiError({ kind: "invalid-response", code: "INVALID_RESPONSE", message: "" })),
    ).toBe(false);
  });

  test("a credit-spending search that fails with 503 is sent exactly once", async () => {
    service = installAppNetwork(
      routes({
        "POST /chat/v1/search": () => json({ error: { code: "X", message: "down" } }, { status: 503 }),
      }),
    );
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, searchMutations.search(testConnection));
    await expect(mutation.execute(searchOf("price of bitcoin"))).rejects.toBeInstanceOf(ApiError);
    expect(service.requests).toHaveLength(1);
  });
});

describe("account block", () => {
  test("a search result's account block updates the cached balance with no extra request", async () => {
    service = installAppNetwork(
      routes({
        "GET /billing/v1/account/balance": () =>
          json({ balance: 6250, subscription_balance: 50, top_up_balance: 6200 }),
        "POST /chat/v1/search": () => json(searchFixture.spec),
      }),
    );
    const client = createQueryClient();
    await client.fetchQuery(balanceQueries.current(testConnection));
    const mutation = client.getMutationCache().build(client, searchMutations.search(testConnection));
    await mutation.execute(searchOf("price of bitcoin"));

    // 60 credits spent: 50 from the subscription part first, the other 10 from top-up.
    expect(client.getQueryData(balanceQueries.current(testConnection).queryKey)).toEqual({
      total: 6190n,
      subscription: 0n,
      topUp: 6190n,
    });
    expect(service.requests.filter((r) => r.url.endsWith("/account/balance"))).toHaveLength(1);
    expect(client.getQueryState(balanceQueries.current(testConnection).queryKey)?.isInvalidated).toBe(true);
  });

  test("an account block older than one already applied is ignored", async () => {
    const at = (balance: number, time: string) => ({
      ...searchFixture.spec,
      account: { balance, balance_timestamp: time },
    });
    let reply = at(6000, "2026-11-21T13:31:00Z");
    service = installAppNetwork(
      routes({
        "GET /billing/v1/account/balance": () =>
          json({ balance: 6250, subscription_balance: 0, top_up_balance: 6250 }),
        "POST /chat/v1/search": () => json(reply),
      }),
    );
    const client = createQueryClient();
    await client.fetchQuery(balanceQueries.current(testConnection));
    const run = () =>
      client.getMutationCache().build(client, searchMutations.search(testConnection)).execute(searchOf("q"));
    await run();
    reply = at(6100, "2026-11-21T13:30:00Z");
    await run();
    expect(client.getQueryData(balanceQueries.current(testConnection).queryKey)?.total).toBe(6000n);
  });

  test("only a query or mutation that declares meta.accountOf has its block applied, whatever its key", async () => {
    service = installAppNetwork(
      routes({
        "GET /billing/v1/account/balance": () =>
          json({ balance: 6250, subscription_balance: 0, top_up_balance: 6250 }),
      }),
    );
    const client = createQueryClient();
    const balance = () => client.getQueryData(balanceQueries.current(testConnection).queryKey)?.total;
    await client.fetchQuery(balanceQueries.current(testConnection));
    const identity = balanceOwner(testConnection);
    const answer = (total: bigint, at: string) => () =>
      Promise.resolve({ account: { balance: total, balanceTimestamp: at } });
    const run = (total: bigint, at: string, meta: { accountOf?: typeof identity }) =>
      client
        .getMutationCache()
        .build(client, { mutationKey: ["x", identity, "run"], mutationFn: answer(total, at), meta })
        .execute(undefined);
    const read = (name: string, total: bigint, at: string, meta: { accountOf?: typeof identity }) =>
      client.fetchQuery(queryOptions({ queryKey: ["x", identity, name], queryFn: answer(total, at), meta }));

    await run(6000n, "2026-11-21T13:30:00Z", {});
    await read("undeclared", 5900n, "2026-11-21T13:30:01Z", {});
    expect(balance()).toBe(6250n);
    await run(6000n, "2026-11-21T13:30:02Z", { accountOf: identity });
    expect(balance()).toBe(6000n);
    await read("declared", 5900n, "2026-11-21T13:30:03Z", { accountOf: identity });
    expect(balance()).toBe(5900n);
    // An older block than one already applied never wins, from a query or a mutation.
    await read("late", 6100n, "2026-11-21T13:30:02Z", { accountOf: identity });
    await run(6100n, "2026-11-21T13:30:01Z", { accountOf: identity });
    expect(balance()).toBe(5900n);
  });

  test("every mutation that declares a balance names the connection and key fingerprint, never the key", () => {
    // Every factory of every feature, found by import (no list kept by hand); which of them are paid,
    // and that those go through the spend guard and record their call: scripts/lint/paid-factories.test.js.
    const factories = import.meta.glob<Record<string, unknown>>("../features/*/api/*-queries.ts", {
      eager: true,
    });
    const owner = balanceOwner(testConnection);
    const declared: string[] = [];
    for (const [file, module] of Object.entries(factories)) {
      for (const [name, group] of Object.entries(module)) {
        if (!name.endsWith("Mutations") || typeof group !== "object" || group === null) continue;
        for (const [key, make] of Object.entries(group)) {
          if (typeof make !== "function") continue;
          const factory = make as (...args: unknown[]) => unknown;
          const options = factory(testConnection, () => Promise.reject(new Error("not sent")));
          if (typeof options !== "object" || options === null || !("mutationFn" in options)) continue;
          const meta = (options as { meta?: { accountOf?: unknown; unpaid?: string } }).meta;
          if (meta?.accountOf === undefined) continue;
          declared.push(`${file} ${key}`);
          expect(meta.accountOf).toEqual(owner);
          expect(JSON.stringify(meta)).not.toContain(testConnection.apiKey);
        }
      }
    }
    // Search, plan creation and run, tool execution, task, recipe run, top-up completion at least.
    expect(declared.length).toBeGreaterThanOrEqual(7);
  });

  test("a higher total is attributed to top-up; an equal one changes nothing", () => {
    const old = { total: 100n, subscription: 40n, topUp: 60n };
    expect(applyAccountBlock(old, 100n)).toBe(old);
    expect(applyAccountBlock(old, 130n)).toEqual({ total: 130n, subscription: 40n, topUp: 90n });
  });
});

describe("toasts", () => {
  test("a failed query or mutation raises no toast: the component that asked shows it in place", async () => {
    service = installAppNetwork(() =>
      json({ type: "unauthorized", reason: "Invalid API key" }, { status: 401 }),
    );
    const client = createQueryClient();
    await client.fetchQuery(toolQueries.list(testConnection, "crypto")).catch(() => undefined);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(new Error("refused")) })
      .execute(undefined)
      .catch(() => undefined);
    expect(getToasts()).toEqual([]);
  });

  test("a call that opts in toasts on a failed first load, not on a failed refetch with data on screen", async () => {
    let failing = true;
    service = installAppNetwork(
      routes({
        "GET /chat/v1/tools": () =>
          failing ? json({ type: "unauthorized", reason: "Invalid API key" }, { status: 401 }) : json([]),
      }),
    );
    const client = createQueryClient();
    const options = { ...toolQueries.list(testConnection, "crypto"), meta: { toast: true } };
    await client.fetchQuery(options).catch(() => undefined);
    expect(getToasts().map((t) => t.title)).toEqual(["The service refused the API key"]);

    clearToasts();
    failing = false;
    await client.fetchQuery({ ...options, staleTime: 0 });
    failing = true;
    await client.fetchQuery({ ...options, staleTime: 0 }).catch(() => undefined);
    expect(getToasts()).toEqual([]);

    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(new Error("refused")), meta: { toast: true } })
      .execute(undefined)
      .catch(() => undefined);
    expect(getToasts().map((t) => t.title)).toEqual(["Something went wrong"]);
  });
});

test("switching connection changes every query key, so another connection's data is never shown", () => {
  const other = { ...testConnection, profileId: "production" as const };
  expect(balanceQueries.current(other).queryKey).not.toEqual(balanceQueries.current(testConnection).queryKey);
  expect(JSON.stringify(toolQueries.list(testConnection, "crypto").queryKey)).not.toContain(
    testConnection.apiKey,
  );
});

describe("balance causes", () => {
  afterEach(() => storedText.clear("local"));

  test("a successful mutation with meta.cause records why the balance moved, for its declared connection", async () => {
    const client = createQueryClient();
    const cause = causeOf((variables: { q: string }) => `Search “${variables.q}”`);
    const run = (q: string, accountOf?: ReturnType<typeof balanceOwner>) =>
      client
        .getMutationCache()
        .build(client, {
          mutationKey: ["any", connectionIdentity(testConnection)],
          mutationFn: (_variables: { q: string }) => Promise.resolve({}),
          meta: { cause, accountOf },
        })
        .execute({ q });
    await run("undeclared");
    await run("btc", balanceOwner(testConnection));
    expect(readBalanceCauses(testConnection).map((c) => c.text)).toEqual(["Search “btc”"]);
  });

  test("searches, plan runs and tool runs name themselves as causes", () => {
    const signal = new AbortController().signal;
    const search = searchMutations.search(testConnection).meta?.cause;
    const plan = searchMutations.runPlan(testConnection).meta?.cause;
    const tool = toolMutations.execute(testConnection).meta?.cause;
    expect(search?.({ input: { query: "btc" }, signal })).toBe("Search “btc”");
    expect(plan?.({ input: { planId: "plan_1" }, signal })).toBe("Plan run plan_1");
    expect(tool?.({ toolName: "echo", input: {} })).toBe("Tool echo");
  });

  test("a completed top-up is recorded once, by the mutation cache, and a failed one not at all", async () => {
    let answer = () => json({ error: { code: "CHAIN_UNAVAILABLE", message: "down" } }, { status: 503 });
    service = installAppNetwork(routes({ "POST /billing/v1/account/topup/inv_1/complete": () => answer() }));
    const client = createQueryClient();
    const complete = () =>
      client
        .getMutationCache()
        .build(client, topUpMutations.complete(testConnection))
        .execute({ invoiceId: "inv_1", transactionHash: `0x${"a".repeat(64)}` });
    await expect(complete()).rejects.toBeInstanceOf(ApiError);
    expect(readBalanceCauses(testConnection)).toEqual([]);
    expect(getToasts()).toEqual([]);
    answer = () => new Response(null, { status: 200 });
    await complete();
    expect(readBalanceCauses(testConnection).map((c) => c.text)).toEqual(["Top-up of invoice inv_1"]);
    expect(service.requests).toHaveLength(2);
  });
});

import { createAccount } from "../auth/accounts.ts";
import { defaultConfig } from "../config.ts";
import { searchApp, type ErrorBody } from "./search-test-kit.ts";
import { expectStatus } from "../../common/expect-status.ts";

let s: Awaited<ReturnType<typeof searchApp>>;
beforeAll(async () => {
  s = await searchApp();
});
afterAll(() => s.t.close());

const PRICE_QUERY = { query: "price of BTC and ETH in EUR", vertical_id: "crypto" };

describe("POST /chat/v1/search/plan", () => {
  it("returns a pending plan with steps, the estimate, the signature and the account block", async () => {
    const { status, body } = await s.plan(PRICE_QUERY);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: "pending_confirmation",
      usage: { estimated: 3, consumed: 0 },
      account: { balance: await s.balance(), balance_timestamp: s.nowIso() },
    });
    expect(body.steps.map((x) => x.tool_name)).toEqual([
      "coingecko_searchCoin",
      "coingecko_searchCoin",
      "coingecko_getCoinPrice",
    ]);
    expect(body.steps[2]?.parameters.coinIds).toEqual([
      { $fromStep: "0", $outputKey: "coins.0.id" },
      { $fromStep: "1", $outputKey: "coins.0.id" },
    ]);
    expect(body.deterministicSignature).toMatch(/^[0-9a-f]{64}$/);
    expect(body.expires_at).toBe(new Date(Date.parse(s.nowIso()) + 5 * 60_000).toISOString());
  });

  it("plans the same query the same way when deterministic, with a new plan id each time", async () => {
    const a = await s.plan({ ...PRICE_QUERY, use_deterministic_tool_planning: true });
    const b = await s.plan({ ...PRICE_QUERY, use_deterministic_tool_planning: true });
    expect(a.body.id).not.toBe(b.body.id);
    expect(b.body.steps).toEqual(a.body.steps);
    expect(b.body.deterministicSignature).toBe(a.body.deterministicSignature);
    const c = await s.plan({ ...PRICE_QUERY, use_deterministic_tool_planning: false });
    expect(c.body.steps[0]?.id).not.toBe(a.body.steps[0]?.id);
    expect(c.body.deterministicSignature).toBe(a.body.deterministicSignature);
  });

  it("answers an unplannable query with status failed and a reason, charging nothing", async () => {
    const before = await s.balance();
    const { status, body } = await s.plan({ query: "what should I cook tonight", vertical_id: "crypto" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "failed", steps: [], usage: { estimated: 0, consumed: 0 } });
    expect(body.reason).toMatch(/No tool of the crypto vertical answers this question/);
    const run = await s.run<ErrorBody>({ plan_id: body.id });
    expect(run).toMatchObject({ status: 422, body: { error: { code: "PLAN_NOT_RUNNABLE" } } });
    expect(await s.balance()).toBe(before);
  });

  it("picks the vertical from the query when vertical_id is absent and rejects unknown verticals", async () => {
    expect((await s.plan({ query: "profile of NORS" })).body.steps[0]?.tool_name).toBe(
      "secfilings_getCompanyProfile",
    );
    expect((await s.plan({ query: "price of BTC" })).body.steps[0]?.tool_name).toBe("coingecko_searchCoin");
    const unknown = await s.plan<ErrorBody>({ query: "x", vertical_id: "weather" });
    await expectStatus(unknown, 404);
  });

  it("names the invalid field", async () => {
    const missing = await s.t.app.request("/chat/v1/search/plan", {
      method: "POST",
      headers: { Authorization: `Bearer ${s.t.key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ vertical_id: "crypto" }),
    });
    await expectStatus(missing, 400);
    expect(await missing.json()).toMatchObject({
      error: { code: "INVALID_REQUEST", details: { field: "query" } },
    });
  });
});

describe("POST /chat/v1/search/plan/run", () => {
  it("runs in dependency order, returns resolved parameters and charges what was consumed", async () => {
    const plan = (await s.plan(PRICE_QUERY)).body;
    const before = await s.balance();
    const { status, body } = await s.run({ plan_id: plan.id });
    expect(status).toBe(200);
    expect(body.raw_data?.map((r) => [r.step_id, r.tool_name])).toEqual(
      plan.steps.map((x) => [x.id, x.tool_name]),
    );
    expect(body.raw_data?.[2]?.parameters).toEqual({
      coinIds: ["bitcoin", "ethereum"],
      vsCurrency: "eur",
      includeMarketCap: false,
    });
    expect(body.raw_data?.[2]?.output).toMatchObject({
      vsCurrency: "eur",
      prices: [{ coinId: "bitcoin" }, { coinId: "ethereum" }],
    });
    expect(body.usage).toEqual({ estimated: 3, consumed: 3 });
    expect(body).toMatchObject({ summary: "", deterministicSignature: plan.deterministicSignature });
    expect(body).not.toHaveProperty("planning");
    expect(body.account).toEqual({ balance: before - 3, balance_timestamp: s.nowIso() });
    expect(await s.balance()).toBe(before - 3);
  });

  it("runs a plan once", async () => {
    const plan = (await s.plan(PRICE_QUERY)).body;
    await expectStatus(await s.run({ plan_id: plan.id }), 200);
    const again = await s.run<ErrorBody>({ plan_id: plan.id });
    expect(again).toMatchObject({ status: 409, body: { error: { code: "PLAN_ALREADY_RUN" } } });
  });

  it("refuses expired, unknown and other accounts' plans with distinct codes", async () => {
    const plan = (await s.plan(PRICE_QUERY)).body;
    s.advance(5 * 60_000);
    const expired = await s.run<ErrorBody>({ plan_id: plan.id });
    expect(expired).toMatchObject({ status: 410, body: { error: { code: "PLAN_EXPIRED" } } });
    const unknown = await s.run<ErrorBody>({ plan_id: "00000000-0000-4000-8000-000000000000" });
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: "PLAN_NOT_FOUND" } } });
    const other = await createAccount(s.t.db, { name: "other", balance: { subscription: 100n, topUp: 0n } });
    const fresh = (await s.plan(PRICE_QUERY)).body;
    const stolen = await s.run<ErrorBody>({ plan_id: fresh.id }, other.apiKey);
    expect(stolen).toMatchObject({ status: 404, body: { error: { code: "PLAN_NOT_FOUND" } } });
    await expectStatus(await s.run({ plan_id: fresh.id }), 200);
  });

  it("runs just before expiry", async () => {
    const plan = (await s.plan(PRICE_QUERY)).body;
    s.advance(5 * 60_000 - 1);
    await expectStatus(await s.run({ plan_id: plan.id }), 200);
  });

  it("charges nothing for failed steps, so consumed can be lower than estimated", async () => {
    const address = `0x${"0".repeat(39)}1`;
    const plan = (await s.plan({ query: `Which token is ${address} on arbitrum?`, vertical_id: "crypto" }))
      .body;
    expect(plan.usage.estimated).toBe(3);
    const before = await s.balance();
    const { body } = await s.run({ plan_id: plan.id, include_planning: true });
    expect(body.usage).toEqual({ estimated: 3, consumed: 1 });
    expect(body.raw_data?.[1]).toMatchObject({
      parameters: { platformId: "arbitrum-one", contractAddress: address },
      output: null,
      error: expect.stringMatching(/No coin has contract/) as string,
    });
    expect(body.planning).toMatchObject({ status: "success", steps: plan.steps });
    expect(await s.balance()).toBe(before - 1);
  });

  it("validates the body", async () => {
    const bad = await s.run<ErrorBody>({ plan_id: "x", summarization: { enable: true, model: "gpt" } });
    expect(bad).toMatchObject({
      status: 400,
      body: { error: { code: "INVALID_REQUEST", details: { field: "summarization.model" } } },
    });
    const flag = await s.run<ErrorBody>({ plan_id: "x", include_raw_data: "yes" });
    expect(flag.body.error.details.field).toBe("include_raw_data");
  });
});

describe("POST /chat/v1/search", () => {
  it("plans and runs in one call, with planning, summary and raw data as asked", async () => {
    const before = await s.balance();
    const { status, body } = await s.search({
      query: "Price and contract addresses of Aave",
      vertical_id: "crypto",
      include_planning: true,
      summarization: { enable: true, model: "kirha", instruction: "bullet list" },
    });
    expect(status).toBe(200);
    expect(body.planning?.steps.map((x) => x.tool_name)).toEqual([
      "coingecko_searchCoin",
      "coingecko_getCoinPrice",
      "coingecko_getCoinInfo",
    ]);
    expect(body.summary).toMatch(/^## Price and contract addresses of Aave\n\n- Found 1 coin/);
    expect(body.summary).toMatch(/\n- Aave \(AAVE\) is a token on ethereum/);
    expect(body.usage).toEqual({ estimated: 4, consumed: 4 });
    expect(body.account.balance).toBe(before - 4);
  });

  it("omits raw data when asked and writes a shorter flash summary", async () => {
    const ask = (model: string) =>
      s.search({
        query: "Tell me about Chainlink",
        include_raw_data: false,
        summarization: { enable: true, model },
      });
    const full = (await ask("kirha")).body;
    const flash = (await ask("kirha-flash")).body;
    expect(full).not.toHaveProperty("raw_data");
    expect(flash.summary.length).toBeGreaterThan(0);
    expect(flash.summary.length).toBeLessThan(full.summary.length);
  });

  it("explains an unplannable query in the planning block and charges nothing", async () => {
    const before = await s.balance();
    const { status, body } = await s.search({
      query: "hello there",
      summarization: { enable: true, model: "kirha" },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      raw_data: [],
      usage: { estimated: 0, consumed: 0 },
      planning: { status: "failed", steps: [] },
    });
    expect(body.summary).toMatch(/^The query could not be planned/);
    expect(await s.balance()).toBe(before);
  });
});

describe("credits", () => {
  it("fails before anything runs when the estimate exceeds the balance, and the plan can run after a top-up", async () => {
    const poor = await searchApp({ subscription: 2n, topUp: 0n });
    try {
      const plan = (await poor.plan(PRICE_QUERY)).body;
      expect(plan.account.balance).toBe(2);
      const refused = await poor.run<ErrorBody>({ plan_id: plan.id });
      expect(refused).toMatchObject({
        status: 402,
        body: { error: { code: "INSUFFICIENT_CREDITS", details: { needed: 3, available: 2 } } },
      });
      const search = await poor.search<ErrorBody>(PRICE_QUERY);
      expect(search).toMatchObject({
        status: 402,
        body: { error: { details: { needed: 3, available: 2 } } },
      });
      expect(await poor.balance()).toBe(2);
      const { rows } = await poor.t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'charge'",
      );
      expect(rows[0]?.n).toBe(0);
      await poor.t.db.query("UPDATE accounts SET top_up_balance = 10 WHERE id = $1", [poor.t.accountId]);
      await expectStatus(await poor.run({ plan_id: plan.id }), 200);
      expect(await poor.balance()).toBe(9);
    } finally {
      await poor.t.close();
    }
  });
});

describe("plan lifetime", () => {
  it("follows limits.planTtlMs when the config sets it", async () => {
    const limits = { ...defaultConfig().limits, planTtlMs: 60_000 };
    const short = await searchApp({ config: { limits } });
    try {
      const plan = (await short.plan(PRICE_QUERY)).body;
      expect(plan.expires_at).toBe(new Date(Date.parse(short.nowIso()) + 60_000).toISOString());
      short.advance(60_000);
      expect((await short.run<ErrorBody>({ plan_id: plan.id })).body.error.code).toBe("PLAN_EXPIRED");
    } finally {
      await short.t.close();
    }
  });
});

describe("production dialect", () => {
  it("sends the same plan and result bodies, with production's error codes", async () => {
    const prod = await searchApp({ dialect: "production" });
    try {
      const plan = await prod.plan(PRICE_QUERY);
      expect(plan.body).toMatchObject({
        status: "pending_confirmation",
        usage: { estimated: 3, consumed: 0 },
      });
      const run = await prod.run({ plan_id: plan.body.id });
      expect(run.body.usage).toEqual({ estimated: 3, consumed: 3 });
      expect(run.body.raw_data?.[2]?.parameters.coinIds).toEqual(["bitcoin", "ethereum"]);
      const again = await prod.run<ErrorBody>({ plan_id: plan.body.id });
      expect(again).toMatchObject({ status: 409, body: { success: false, error: { code: "bad_request" } } });
    } finally {
      await prod.t.close();
    }
  });
});

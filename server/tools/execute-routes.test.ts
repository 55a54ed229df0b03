import { makeTestApp, type TestApp } from "../test-support.ts";
import { findTool } from "./catalog.ts";
import { client, DIALECTS } from "./routes-test-kit.ts";
import { outputErrors } from "./test-helpers.ts";

const apps: TestApp[] = [];
async function setup(options: Parameters<typeof makeTestApp>[0]) {
  const t = await makeTestApp(options);
  apps.push(t);
  return client(t);
}
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

const screen = {
  tool_name: "coingecko_screenCoins",
  input: { filters: { category: "Stablecoins" }, limit: 3 },
};
const screenTool = findTool("coingecko_screenCoins");
const PRICE = screenTool?.price ?? Number.NaN;

describe.each(DIALECTS)("POST /chat/v1/tools/execute (%s dialect)", (dialect) => {
  /** Production's chat family speaks its SDK's lower_snake codes, with `success: false` beside `error`. */
  const code = (spec: string, production: string) => (dialect === "spec" ? spec : production);
  const envelope = dialect === "spec" ? {} : { success: false };
  it("returns the output and charges exactly the price, subscription part first, then top-up", async () => {
    expect(PRICE).toBe(4);
    const api = await setup({ dialect, subscription: 3n, topUp: 10n });
    const { status, body } = await api.execute(screen);
    expect(status).toBe(200);
    const output = dialect === "spec" ? body : (body as { output: unknown }).output;
    if (dialect === "production") {
      expect(body).toMatchObject({
        tool_name: "coingecko_screenCoins",
        is_error: false,
        usage: { estimated: 4, consumed: 4 },
      });
      expect(body).not.toHaveProperty("error_message");
    }
    expect((output as { coins: Array<{ id: string }> }).coins.map((c) => c.id)).toEqual([
      "tether",
      "usd-coin",
      "dai",
    ]);
    expect(screenTool && outputErrors(screenTool, output)).toEqual([]);
    expect(await api.balance()).toEqual({ balance: 9, subscription_balance: 0, top_up_balance: 9 });
    expect(await api.executions()).toMatchObject([
      { tool_name: "coingecko_screenCoins", status: "succeeded", charged: 4n },
    ]);
    expect(await api.unmatchedCharges()).toEqual([]);
  });

  it("rejects invalid input listing every failing path, before running or charging", async () => {
    const api = await setup({ dialect });
    const bad = {
      tool_name: "coingecko_getPortfolioValue",
      input: { holdings: [{ amount: -1 }], vsCurrency: "gbp", x: 1 },
    };
    const { status, body } = await api.execute(bad);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: {
        code: code("INVALID_REQUEST", "bad_request"),
        details: { tool_name: "coingecko_getPortfolioValue" },
      },
    });
    const issues = (body as { error: { details: { issues: Array<{ path: string }> } } }).error.details.issues;
    expect(issues.map((i) => i.path)).toEqual([
      "input.holdings.0.coinId",
      "input.holdings.0.amount",
      "input.vsCurrency",
      "input.x",
    ]);
    const unknown = await api.execute({ tool_name: "coingecko_nothing", input: {} });
    expect(unknown).toMatchObject({
      status: 404,
      body: {
        error: { code: code("TOOL_NOT_FOUND", "not_found"), details: { tool_name: "coingecko_nothing" } },
      },
    });
    expect(await api.balance()).toMatchObject({ balance: 1500 });
    expect(await api.executions()).toEqual([]);
  });

  it("refuses with needed and available credits when the balance is short, charging nothing", async () => {
    const api = await setup({ dialect, subscription: 1n, topUp: 2n });
    expect(await api.execute(screen)).toEqual({
      status: 402,
      body: {
        ...envelope,
        error: {
          code: code("INSUFFICIENT_CREDITS", "bad_request"),
          message: "Not enough credits",
          details: { needed: 4, available: 3 },
        },
      },
    });
    expect(await api.balance()).toEqual({ balance: 3, subscription_balance: 1, top_up_balance: 2 });
    expect(await api.executions()).toEqual([]);
  });

  it("charges nothing when the tool fails at run time, and says why", async () => {
    const api = await setup({ dialect });
    const { status, body } = await api.execute({
      tool_name: "coingecko_searchCoin",
      input: { query: "zzzzqqq" },
    });
    if (dialect === "spec") {
      expect(status).toBe(422);
      expect(body).toEqual({
        error: {
          code: "TOOL_FAILED",
          message: 'No coin matches "zzzzqqq"',
          details: { tool_name: "coingecko_searchCoin", charged: 0 },
        },
      });
    } else {
      expect(status).toBe(200);
      expect(body).toEqual({
        tool_name: "coingecko_searchCoin",
        output: null,
        is_error: true,
        error_message: 'No coin matches "zzzzqqq"',
        usage: { estimated: 1, consumed: 0 },
      });
    }
    expect(await api.balance()).toEqual({ balance: 1500, subscription_balance: 1000, top_up_balance: 500 });
    expect(await api.executions()).toMatchObject([
      { status: "failed", charged: 0n, error: 'No coin matches "zzzzqqq"', input: { query: "zzzzqqq" } },
    ]);
  });
});

describe("a call without input", () => {
  it("is refused by the spec dialect, which requires input", async () => {
    const api = await setup({ dialect: "spec" });
    expect(await api.execute({ tool_name: "coingecko_searchCoin" })).toMatchObject({
      status: 400,
      body: { error: { code: "INVALID_REQUEST", details: { field: "input" } } },
    });
    expect(await api.executions()).toEqual([]);
  });

  it("runs with input {} in the production dialect, as production does", async () => {
    const api = await setup({ dialect: "production" });
    // coingecko_screenCoins has no required parameter, so {} is a valid input.
    const { status, body } = await api.execute({ tool_name: "coingecko_screenCoins" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ tool_name: "coingecko_screenCoins", is_error: false });
    expect(await api.executions()).toMatchObject([{ tool_name: "coingecko_screenCoins", input: {} }]);
  });

  it("is validated against the tool's schema like {} would be (production)", async () => {
    const api = await setup({ dialect: "production" });
    const { status, body } = await api.execute({ tool_name: "coingecko_searchCoin" });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error: { code: "bad_request" } });
    const issues = (body as { error: { details: { issues: Array<{ path: string }> } } }).error.details.issues;
    expect(issues.map((i) => i.path)).toEqual(["input.query"]);
  });
});

describe("concurrent executions", () => {
  it("never overdraw: with credits for one run, one of two racing calls is charged and the other refused", async () => {
    const api = await setup({ dialect: "spec", subscription: 4n, topUp: 0n });
    const results = await Promise.all([api.execute(screen), api.execute(screen)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 402]);
    expect(await api.balance()).toEqual({ balance: 0, subscription_balance: 0, top_up_balance: 0 });
    expect(await api.executions()).toMatchObject([{ status: "succeeded", charged: 4n }]);
    expect(await api.unmatchedCharges()).toEqual([]);
  });
});

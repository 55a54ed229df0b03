import type { z } from "zod";
import { defaultConfig } from "../config.ts";
import { PRODUCTION_CODES } from "../http/error-dialects.ts";
import { makeTestApp, type TestApp } from "../test-support.ts";
import {
  SDK_ERROR_CODES,
  SDK_FIXTURES,
  sdkErrorBody,
  sdkPlan,
  sdkSearchResult,
  sdkToolExecution,
  sdkToolList,
} from "./sdk-shapes.ts";
import { expectStatus } from "../../common/expect-status.ts";

/**
 * The production dialect answers each call the service's SDK makes, sent as the SDK sends it, in a
 * shape the SDK parses. The same calls in the spec dialect break the shapes where the dialects
 * differ, which shows that the shapes can fail.
 */

function read<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`off the SDK's shape: ${JSON.stringify(parsed.error.issues)}`);
  return parsed.data;
}

describe("the hand-written SDK shapes", () => {
  it("accept the kinds of bodies the SDK's own tests use", () => {
    expect(sdkSearchResult.safeParse(SDK_FIXTURES.search).success).toBe(true);
    expect(sdkSearchResult.safeParse(SDK_FIXTURES.emptySearch).success).toBe(true);
    expect(sdkPlan.safeParse(SDK_FIXTURES.plan).success).toBe(true);
    expect(sdkToolList.safeParse(SDK_FIXTURES.tools).success).toBe(true);
    expect(sdkToolExecution.safeParse(SDK_FIXTURES.execution).success).toBe(true);
    for (const { body } of Object.values(SDK_FIXTURES.errors)) {
      expect(sdkErrorBody.safeParse(body).success).toBe(true);
    }
  });

  it("refuse what the SDK would refuse", () => {
    expect(sdkToolList.safeParse({ tools: SDK_FIXTURES.tools }).success).toBe(false);
    expect(sdkPlan.safeParse({ ...SDK_FIXTURES.plan, usage: undefined }).success).toBe(false);
    expect(sdkToolExecution.safeParse({ coins: [] }).success).toBe(false);
    expect(sdkSearchResult.safeParse({ summary: null }).success).toBe(false);
    expect(sdkErrorBody.safeParse({ message: "nope" }).success).toBe(false);
  });
});

describe.each(["production", "spec"] as const)("the SDK's calls against the %s dialect", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // The service's own dialect too: a wrong key belongs to no account, so it answers in the service's.
    t = await makeTestApp({ dialect, config: { dialect } });
  });
  afterAll(() => t.close());

  const production = dialect === "production";
  async function post(path: string, body: unknown, key = t.key) {
    const res = await t.app.request(`/chat/v1${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: await res.json() };
  }

  it("search(query, vertical) without summarization: no summary key", async () => {
    const { status, body } = await post("/search", { query: "price of ETH", vertical_id: "crypto" });
    expect(status).toBe(200);
    if (!production) {
      expect(() => read(sdkSearchResult, body)).not.toThrow();
      expect(body).toHaveProperty("summary", "");
      return;
    }
    const result = read(sdkSearchResult, body);
    expect(result.summary).toBeUndefined();
    expect(result.raw_data).toBeDefined();
    expect(typeof result.usage?.estimated).toBe("number");
    expect(typeof result.account?.balance).toBe("number");
  });

  it("search with summarization {enable, model, instruction}: a summary", async () => {
    const summarization = { enable: true, model: "kirha-flash", instruction: "Be brief" };
    const { body } = await post("/search", { query: "price of ETH", vertical_id: "crypto", summarization });
    expect(read(sdkSearchResult, body).summary).toMatch(/\S/);
  });

  it("createPlan then executePlan: the plan parses, and the result carries the plan's id", async () => {
    const plan = read(
      sdkPlan,
      (await post("/search/plan", { query: "price of ETH", vertical_id: "crypto" })).body,
    );
    expect(plan.steps.length).toBeGreaterThan(0);
    const run = await post("/search/plan/run", {
      plan_id: plan.id,
      include_raw_data: true,
      include_planning: true,
    });
    const result = read(sdkSearchResult, run.body);
    expect(result.planning?.status).toBe("success");
    if (production) expect(result.id).toBe(plan.id);
    else expect(result.id).not.toBe(plan.id);
  });

  it("getTools(vertical): a bare array of tools with ids", async () => {
    const res = await t.app.request("/chat/v1/tools?vertical_id=crypto", {
      headers: { Authorization: `Bearer ${t.key}` },
    });
    const parsed = sdkToolList.safeParse(await res.json());
    expect(parsed.success).toBe(production);
    if (parsed.success) expect(parsed.data[0]?.id).toMatch(/\S/);
  });

  it("executeTool(name, input): the execution wrapper, also when input is left out", async () => {
    const withInput = await post("/tools/execute", {
      tool_name: "coingecko_searchCoin",
      input: { query: "ETH" },
    });
    expect(sdkToolExecution.safeParse(withInput.body).success).toBe(production);
    const without = await post("/tools/execute", { tool_name: "coingecko_screenCoins" });
    if (production) {
      await expectStatus(without, 200);
      expect(read(sdkToolExecution, without.body).is_error).toBe(false);
    } else {
      await expectStatus(without, 400);
    }
  });

  it("errors: 401, 400 and 404 in a body the SDK reads, with codes its error type declares", async () => {
    const codes: readonly string[] = SDK_ERROR_CODES;
    const cases = [
      { res: await post("/search", { query: "x" }, "dk_wrong"), status: 401 },
      { res: await post("/search", { query: "" }), status: 400 },
      { res: await post("/search/plan/run", { plan_id: "plan_nothing" }), status: 404 },
    ];
    for (const { res, status } of cases) {
      expect(res.status).toBe(status);
      const body = read(sdkErrorBody, res.body);
      const code = "error" in body ? body.error.code : body.type;
      expect(codes.includes(code)).toBe(production);
    }
  });
});

describe("the production vocabulary", () => {
  it("maps every code of this service to one the SDK declares", () => {
    const codes: readonly string[] = SDK_ERROR_CODES;
    for (const code of Object.values(PRODUCTION_CODES)) expect(codes).toContain(code);
  });

  it("answers a rate-limited SDK call with 429, rate_limit_exceeded and an integer Retry-After", async () => {
    const t = await makeTestApp({
      dialect: "production",
      config: { limits: { ...defaultConfig().limits, rateLimit: { requests: 1, windowMs: 60_000 } } },
    });
    try {
      const get = () =>
        t.app.request("/chat/v1/tools?vertical_id=crypto", { headers: { Authorization: `Bearer ${t.key}` } });
      await get();
      const res = await get();
      await expectStatus(res, 429);
      expect(Number.parseInt(res.headers.get("retry-after") ?? "", 10)).toBeGreaterThan(0);
      const body = read(sdkErrorBody, await res.json());
      expect("error" in body && body.error.code).toBe("rate_limit_exceeded");
    } finally {
      await t.close();
    }
  });
});

import { DIALECTS } from "../tools/routes-test-kit.ts";
import { searchApp, type ErrorBody } from "./search-test-kit.ts";
import { expectStatus } from "../../common/expect-status.ts";

const PRICE_QUERY = { query: "price of BTC and ETH in EUR", vertical_id: "crypto" };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SUMMARIZE = { summarization: { enable: true, model: "kirha-flash" } };

let apps: Array<Awaited<ReturnType<typeof searchApp>>> = [];
afterEach(async () => {
  await Promise.all(apps.map((a) => a.t.close()));
  apps = [];
});
async function app(dialect: "spec" | "production", subscription?: bigint) {
  const s = await searchApp({ dialect, ...(subscription === undefined ? {} : { subscription, topUp: 0n }) });
  apps.push(s);
  return s;
}

describe("summary without summarization", () => {
  it("is absent in production and an empty string in the spec dialect, for search and plan run", async () => {
    for (const dialect of DIALECTS) {
      const s = await app(dialect);
      const search = await s.search(PRICE_QUERY);
      const plan = await s.plan(PRICE_QUERY);
      const run = await s.run({ plan_id: plan.body.id, summarization: { enable: false } });
      const unplanned = await s.search({ query: "what should I cook tonight", vertical_id: "crypto" });
      for (const { status, body } of [search, run, unplanned]) {
        expect(status).toBe(200);
        if (dialect === "production") expect(body).not.toHaveProperty("summary");
        else expect(body.summary).toBe("");
      }
    }
  });

  it("is sent in both dialects when summarization is requested", async () => {
    for (const dialect of DIALECTS) {
      const s = await app(dialect);
      const { body } = await s.search({ ...PRICE_QUERY, ...SUMMARIZE });
      expect(body.summary).toMatch(/\S/);
    }
  });
});

describe("plan, step and result ids", () => {
  it("production: plan_ and step_ ids of 21 characters, and a run answered with the plan's id", async () => {
    const s = await app("production");
    const plan = await s.plan(PRICE_QUERY);
    expect(plan.body.id).toMatch(/^plan_[A-Za-z0-9_-]{21}$/);
    for (const step of plan.body.steps) expect(step.id).toMatch(/^step_[A-Za-z0-9_-]{21}$/);
    const run = await s.run({ plan_id: plan.body.id, include_planning: true });
    expect(run.body.id).toBe(plan.body.id);
    expect(run.body.raw_data?.map((r) => r.step_id)).toEqual(plan.body.steps.map((x) => x.id));
    const search = await s.search(PRICE_QUERY);
    expect(search.body.id).toMatch(/^plan_[A-Za-z0-9_-]{21}$/);
    expect(search.body.id).not.toBe(plan.body.id);
  });

  it("production: deterministic planning repeats the step ids, not the plan id", async () => {
    const s = await app("production");
    const body = { ...PRICE_QUERY, use_deterministic_tool_planning: true };
    const [a, b] = [(await s.plan(body)).body, (await s.plan(body)).body];
    expect(a.id).not.toBe(b.id);
    expect(b.steps).toEqual(a.steps);
    expect(a.steps[0]?.id).toMatch(/^step_[A-Za-z0-9_-]{21}$/);
  });

  it("spec: UUID plans, step-… steps and a result id of its own", async () => {
    const s = await app("spec");
    const plan = await s.plan(PRICE_QUERY);
    expect(plan.body.id).toMatch(UUID);
    for (const step of plan.body.steps) expect(step.id).toMatch(/^step-/);
    const run = await s.run({ plan_id: plan.body.id });
    expect(run.body.id).toMatch(UUID);
    expect(run.body.id).not.toBe(plan.body.id);
  });
});

describe("plan failures in production's vocabulary, statuses kept", () => {
  it("an expired plan: 410 with bad_request and a message that says expired", async () => {
    const s = await app("production");
    const plan = await s.plan(PRICE_QUERY);
    s.advance(5 * 60_000 + 1);
    const expired = await s.run<ErrorBody & { success: boolean }>({ plan_id: plan.body.id });
    await expectStatus(expired, 410);
    expect(expired.body).toMatchObject({ success: false, error: { code: "bad_request" } });
    expect(expired.body.error.message).toMatch(/expired/i);
  });

  it("too few credits: 402 with needed and available, nothing run", async () => {
    const s = await app("production", 2n);
    const plan = await s.plan(PRICE_QUERY);
    const short = await s.run<ErrorBody>({ plan_id: plan.body.id });
    expect(short).toMatchObject({
      status: 402,
      body: { error: { code: "bad_request", details: { needed: 3, available: 2 } } },
    });
    expect(short.body.error.message).toMatch(/not enough credits/i);
  });

  it("an unknown plan: 404 not_found", async () => {
    const s = await app("production");
    const run = await s.run<ErrorBody>({ plan_id: "plan_OxTegmy5ZsfayxLr4g3Fv" });
    expect(run).toMatchObject({ status: 404, body: { error: { code: "not_found" } } });
  });
});

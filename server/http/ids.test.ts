import { newInvoiceId, newPlanId, newStepId, resultId } from "./ids.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PROD = (prefix: string) => new RegExp(`^${prefix}[A-Za-z0-9_-]{21}$`);

describe("ids in the production dialect", () => {
  it("mints plan_, step_ and tp_ ids of 21 URL-safe characters, different each time", () => {
    const plans = Array.from({ length: 200 }, () => newPlanId("production"));
    for (const id of plans) expect(id).toMatch(PROD("plan_"));
    expect(new Set(plans).size).toBe(plans.length);
    expect(newStepId("production", null)).toMatch(PROD("step_"));
    expect(newInvoiceId("production")).toMatch(/^tp_[A-Za-z0-9_-]{21}$/);
  });

  it("uses every one of the 64 symbols over many ids (no skew to a subset)", () => {
    const seen = new Set(
      Array.from({ length: 400 }, () => newPlanId("production").slice(5))
        .join("")
        .split(""),
    );
    expect(seen.size).toBe(64);
  });

  it("gives positional step ids under deterministic planning, equal from plan to plan", () => {
    const first = [0, 1, 2].map((i) => newStepId("production", i));
    expect([0, 1, 2].map((i) => newStepId("production", i))).toEqual(first);
    for (const id of first) expect(id).toMatch(PROD("step_"));
    expect(new Set(first).size).toBe(3);
  });

  it("answers a run with the plan's own id", () => {
    expect(resultId("production", "plan_OxTegmy5ZsfayxLr4g3Fv")).toBe("plan_OxTegmy5ZsfayxLr4g3Fv");
  });
});

describe("ids in the spec dialect", () => {
  it("keeps UUID plans, step-… steps, inv_… invoices and a fresh result id", () => {
    expect(newPlanId("spec")).toMatch(UUID);
    expect(newStepId("spec", null)).toMatch(/^step-[0-9a-f-]{36}$/);
    expect(newStepId("spec", 1)).toBe("step-2");
    expect(newInvoiceId("spec")).toMatch(/^inv_[0-9a-f]{32}$/);
    const plan = newPlanId("spec");
    expect(resultId("spec", plan)).toMatch(UUID);
    expect(resultId("spec", plan)).not.toBe(plan);
  });

  it("answers a search with the id of the plan it ran, which its ledger movement names", () => {
    const plan = newPlanId("spec");
    expect(resultId("spec", plan, "search")).toBe(plan);
  });
});

import { waitFor } from "@testing-library/react";
import { expect, test } from "vitest";
import { listCalls } from "../../../lib/call-records/call-records";
import { connectionFor, createTestAccount } from "../../../test/reference-service";
import type { Recipe } from "../model/recipe";
import { chain, testTools } from "../model/test-tools";
import { recordedRecipeRun, type ExecuteStep } from "./recorded-run";

const recipe: Recipe = {
  id: "r1",
  name: "Apple",
  vertical: "companies",
  steps: chain,
  inputs: [],
  updatedAt: 1,
};
const outputs: Record<string, unknown> = {
  secfilings_searchCompany: { companies: [{ ticker: "AAPL" }] },
  secfilings_getCompanyProfile: { company: { ticker: "AAPL" } },
  fmp_getIncomeStatement: { statements: [{ fiscalYear: 2025 }] },
};

const settledCalls = async (profileId: string) => {
  await waitFor(async () => {
    const records = await listCalls(profileId);
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r.outcome !== "pending")).toBe(true);
  });
  return listCalls(profileId);
};

const freshConnection = async () =>
  connectionFor(await createTestAccount({ subscription_balance: 0, top_up_balance: 0 }));

test("a recipe run keeps one record: the used credits where the answer says them, the listed price where not", async () => {
  const connection = await freshConnection();
  // The profile step answers without usage: it counts at its listed price (2).
  const execute: ExecuteStep = (_connection, { toolName }) =>
    Promise.resolve({
      output: outputs[toolName],
      isError: false,
      ...(toolName === "secfilings_getCompanyProfile" ? {} : { usage: { consumed: 1 } }),
    });
  const states = await recordedRecipeRun(connection, execute, {
    recipe,
    steps: chain,
    tools: testTools,
    report: () => undefined,
  });
  expect(states.map((s) => s.status)).toEqual(["ok", "ok", "ok"]);

  const [record, ...others] = await settledCalls(connection.profileId);
  expect(others).toEqual([]);
  expect(record).toMatchObject({
    kind: "plan_run",
    subject: "Recipe “Apple” (3 of 3 steps)",
    credits: 4n,
    creditsSource: "listed",
    outcome: "ok",
    error: null,
  });
  const output = record?.output as { recipe: string; raw_data: Array<{ tool_name: string; status: string }> };
  expect(output.recipe).toBe("Apple");
  expect(output.raw_data.map((d) => [d.tool_name, d.status])).toEqual(chain.map((s) => [s.tool_name, "ok"]));
});

test("a run whose first step fails is recorded as an error with nothing charged", async () => {
  const connection = await freshConnection();
  const execute: ExecuteStep = () =>
    Promise.resolve({ output: null, isError: true, errorMessage: "No company matches" });
  await recordedRecipeRun(connection, execute, {
    recipe,
    steps: chain,
    tools: testTools,
    report: () => undefined,
  });

  const [record] = await settledCalls(connection.profileId);
  expect(record).toMatchObject({
    outcome: "error",
    error: "3 of 3 steps did not run to an answer",
    credits: 0n,
    creditsSource: "usage",
  });
});

test("a run that throws leaves no record pending: it is kept as an error", async () => {
  const connection = await freshConnection();
  const execute: ExecuteStep = () => Promise.resolve({ output: {}, isError: false, usage: { consumed: 1 } });
  const report = () => {
    throw new Error("the screen went away");
  };
  await expect(
    recordedRecipeRun(connection, execute, { recipe, steps: chain, tools: testTools, report }),
  ).rejects.toThrow("the screen went away");

  const [record] = await settledCalls(connection.profileId);
  expect(record).toMatchObject({ kind: "plan_run", outcome: "error", error: "the screen went away" });
});

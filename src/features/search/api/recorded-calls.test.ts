import { waitFor } from "@testing-library/react";
import { expect, test } from "vitest";
import { listCalls } from "../../../lib/call-records/call-records";
import { connectionFor, createTestAccount } from "../../../test/reference-service";
import { createPlan } from "./create-plan";
import { searchMutations } from "./search-queries";

const settledCalls = async (profileId: string) => {
  await waitFor(async () =>
    expect((await listCalls(profileId)).every((r) => r.outcome !== "pending")).toBe(true),
  );
  return listCalls(profileId);
};
const signal = new AbortController().signal;
const asJson = (value: unknown) =>
  JSON.stringify(value, (_k, v: unknown) => (typeof v === "bigint" ? `${v}` : v));

test("a search keeps one call record: credits from usage, latency, the full answer, never the key", async () => {
  const account = await createTestAccount({ subscription_balance: 500, top_up_balance: 0 });
  const connection = connectionFor(account);
  const result = await searchMutations
    .search(connection)
    .mutationFn?.({ input: { query: "price of bitcoin", verticalId: "crypto" }, signal }, {} as never);

  const [record, ...others] = await settledCalls(connection.profileId);
  expect(others).toEqual([]);
  expect(record).toMatchObject({
    kind: "search",
    vertical: "crypto",
    subject: "price of bitcoin",
    credits: BigInt(result?.usage?.consumed ?? -1),
    creditsSource: "usage",
    outcome: "ok",
    ref: result?.id,
  });
  expect(record?.latencyMs).toBeGreaterThanOrEqual(0);
  expect((record?.output as { summary?: string }).summary).toBe(result?.summary);
  expect(asJson(record)).not.toContain(account.key);
});

test("a refused search is recorded as an error with nothing charged", async () => {
  const account = await createTestAccount({ subscription_balance: 500, top_up_balance: 0 });
  const connection = connectionFor(account);
  await expect(
    searchMutations
      .search(connection)
      .mutationFn?.({ input: { query: "x", verticalId: "no-such-vertical" }, signal }, {} as never),
  ).rejects.toThrow();
  const [record] = await settledCalls(connection.profileId);
  expect(record).toMatchObject({
    kind: "search",
    outcome: "error",
    credits: null,
    creditsSource: "not_reported",
  });
  expect(record?.error).toBeTruthy();
});

test("a plan run keeps a record whose ref is the plan", async () => {
  const account = await createTestAccount({ subscription_balance: 500, top_up_balance: 0 });
  const connection = connectionFor(account);
  const plan = await createPlan(connection, { query: "price of bitcoin", verticalId: "crypto" });
  const result = await searchMutations
    .runPlan(connection)
    .mutationFn?.({ input: { planId: plan.id }, signal }, {} as never);

  const [record] = await settledCalls(connection.profileId);
  expect(record).toMatchObject({
    kind: "plan_run",
    ref: plan.id,
    credits: BigInt(result?.usage?.consumed ?? -1),
    creditsSource: "usage",
    outcome: "ok",
  });
});

test("a search that could not be planned is recorded as an error; a search's vertical comes from its answer", async () => {
  const account = await createTestAccount({ subscription_balance: 500, top_up_balance: 0 });
  const connection = connectionFor(account);
  const run = (query: string) =>
    searchMutations.search(connection).mutationFn?.({ input: { query }, signal }, {} as never);
  const unplanned = await run("hello there");
  expect(unplanned?.planning?.status).toBe("failed");
  await run("price of bitcoin");
  const records = await settledCalls(connection.profileId);
  const unplannedRecord = records.find((r) => r.subject === "hello there");
  expect(unplannedRecord?.outcome).toBe("error");
  expect(unplannedRecord?.error).toMatch(/^Could not be planned/);
  expect(records.find((r) => r.subject === "price of bitcoin")).toMatchObject({
    outcome: "ok",
    vertical: "crypto",
  });
});

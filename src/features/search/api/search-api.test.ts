import { describe, expect, test } from "vitest";
import { connectionFor, createTestAccount } from "../../../test/reference-service";
import { installAppNetwork, type AppNetwork } from "../../../test/app-network";
import { createPlan } from "./create-plan";
import { runPlan } from "./run-plan";
import { search } from "./search";

let traffic: AppNetwork | undefined;

const PRICE_QUERY = { query: "price of bitcoin", verticalId: "crypto" };
// The catalog has no coin at this contract, so the second step fails and is not charged.
const FAILING_QUERY = {
  query: `Which token is 0x${"0".repeat(39)}1 on arbitrum?`,
  verticalId: "crypto",
};
const sentBody = async (index = 0) => (await traffic?.requests[index]?.json()) as unknown;

describe.each(["spec", "production"] as const)("chat search endpoints (%s dialect)", (dialect) => {
  test("search posts the query with snake_case options and normalizes the result", async () => {
    const account = await createTestAccount({ subscription_balance: 5000, top_up_balance: 1250, dialect });
    traffic = installAppNetwork();

    const result = await search(connectionFor(account), {
      ...PRICE_QUERY,
      summarization: { enable: true, model: "kirha-flash" },
      includePlanning: true,
    });

    const steps = result.planning?.steps ?? [];
    expect(steps.map((step) => step.toolName)).toEqual(["coingecko_searchCoin", "coingecko_getCoinPrice"]);
    expect(result.rawData?.map((entry) => [entry.stepId, entry.toolName, entry.error])).toEqual(
      steps.map((step) => [step.id, step.toolName, null]),
    );
    expect(result.summary).toMatch(/bitcoin/i);
    const consumed = result.usage?.consumed ?? Number.NaN;
    expect(consumed).toBeGreaterThan(0);
    expect(result.account?.balance).toBe(6250n - BigInt(consumed));
    expect(Date.parse(result.account?.balanceTimestamp ?? "")).not.toBeNaN();
    expect(traffic.requests[0]?.headers.get("Authorization")).toBe(`Bearer ${account.key}`);
    expect(await sentBody()).toEqual({
      query: "price of bitcoin",
      vertical_id: "crypto",
      summarization: { enable: true, model: "kirha-flash" },
      include_planning: true,
    });
  });

  test("createPlan returns steps with $fromStep references intact, status as sent", async () => {
    const account = await createTestAccount({ subscription_balance: 100, dialect });
    traffic = installAppNetwork();

    const plan = await createPlan(connectionFor(account), PRICE_QUERY);

    expect(plan.status).toBe("pending_confirmation");
    expect(plan.steps[1]?.parameters.coinIds).toEqual([{ $fromStep: "0", $outputKey: "coins.0.id" }]);
    expect(plan.usage).toMatchObject({ consumed: 0, estimated: expect.any(Number) as number });
    expect(plan.account?.balance).toBe(100n);
    // Plans live five minutes; the reference service says until when.
    const lifetime = Date.parse(plan.expiresAt ?? "") - Date.now();
    expect(lifetime).toBeGreaterThan(4 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000);
    expect(await sentBody()).toEqual({ query: "price of bitcoin", vertical_id: "crypto" });
  });

  test("runPlan posts plan_id and reads consumed below estimated when a step fails", async () => {
    const account = await createTestAccount({ subscription_balance: 100, dialect });
    const connection = connectionFor(account);
    const plan = await createPlan(connection, FAILING_QUERY);
    traffic = installAppNetwork();

    const result = await runPlan(connection, { planId: plan.id, includeRawData: false });

    const usage = result.usage ?? { estimated: 0, consumed: 0 };
    expect(usage.estimated).toBe(plan.usage?.estimated);
    expect(usage.consumed).toBeGreaterThan(0);
    expect(usage.consumed).toBeLessThan(usage.estimated);
    expect(result.account?.balance).toBe(100n - BigInt(usage.consumed));
    expect(result.rawData).toBeNull();
    expect(await sentBody()).toEqual({ plan_id: plan.id, include_raw_data: false });
  });

  test("a failed step keeps its place in raw_data with its reason", async () => {
    const account = await createTestAccount({ subscription_balance: 100, dialect });

    const result = await search(connectionFor(account), FAILING_QUERY);

    expect(result.rawData?.map((entry) => entry.error)).toEqual([
      null,
      expect.stringMatching(/No coin has contract/) as string,
    ]);
    expect(result.rawData?.[1]?.output).toBeNull();
  });
});

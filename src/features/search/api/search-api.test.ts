import { afterEach, describe, expect, test } from "vitest";
import {
  createPlan as planFixture,
  runPlan as runFixture,
  search as searchFixture,
} from "../../../test/fixtures/chat";
import { TEST_KEY, testConnection } from "../../../test/fixtures/connection";
import { installServiceFetch, json, routes, type InstalledService } from "../../../test/service";
import { createPlan } from "./create-plan";
import { runPlan } from "./run-plan";
import { search } from "./search";

let service: InstalledService | undefined;
afterEach(() => service?.restore());

describe.each(["spec", "production"] as const)("chat search endpoints (%s dialect)", (dialect) => {
  test("search posts the query with snake_case options and normalizes the result", async () => {
    service = installServiceFetch(routes({ "POST /chat/v1/search": () => json(searchFixture[dialect]) }));

    const result = await search(testConnection, {
      query: "price of bitcoin",
      verticalId: "crypto",
      summarization: { enable: true, model: "kirha-flash" },
      includePlanning: true,
    });

    expect(result.rawData?.[1]).toMatchObject({ stepId: "1", toolName: "coingecko_getCoinPrice" });
    expect(result.usage).toEqual({ estimated: 60, consumed: 60 });
    expect(result.account).toEqual({ balance: 6190n, balanceTimestamp: "2026-11-21T13:30:05.123Z" });
    if (dialect === "spec") expect(result.planning?.steps[0]?.toolName).toBe("coingecko_searchCoin");
    else expect(result.planning).toBeNull();
    const sent = service.requests[0];
    expect(sent?.headers.get("Authorization")).toBe(`Bearer ${TEST_KEY}`);
    expect(await sent?.json()).toEqual({
      query: "price of bitcoin",
      vertical_id: "crypto",
      summarization: { enable: true, model: "kirha-flash" },
      include_planning: true,
    });
  });

  test("createPlan returns steps with $fromStep references intact, status as sent", async () => {
    service = installServiceFetch(routes({ "POST /chat/v1/search/plan": () => json(planFixture[dialect]) }));

    const plan = await createPlan(testConnection, { query: "price of bitcoin", verticalId: "crypto" });

    expect(plan.status).toBe("pending_confirmation");
    expect(plan.steps[1]?.parameters.coinId).toEqual({ $fromStep: "0", $outputKey: "coins.0.id" });
    expect(plan.usage?.estimated).toBe(60);
    expect(plan.expiresAt).toBeNull();
    expect(await service.requests[0]?.json()).toEqual({ query: "price of bitcoin", vertical_id: "crypto" });
  });

  test("runPlan posts plan_id and reads consumed below estimated", async () => {
    service = installServiceFetch(
      routes({ "POST /chat/v1/search/plan/run": () => json(runFixture[dialect]) }),
    );

    const result = await runPlan(testConnection, { planId: planFixture.spec.id, includeRawData: false });

    expect(result.usage).toEqual({ estimated: 60, consumed: 45 });
    expect(await service.requests[0]?.json()).toEqual({
      plan_id: planFixture.spec.id,
      include_raw_data: false,
    });
  });
});

test("a failed step keeps its place in raw_data with its reason", async () => {
  const failed = {
    step_id: "1",
    tool_name: "coingecko_getCoinPrice",
    parameters: {},
    output: null,
    error: "not run",
  };
  const body = { ...searchFixture.spec, raw_data: [searchFixture.spec.raw_data[0], failed] };
  service = installServiceFetch(routes({ "POST /chat/v1/search": () => json(body) }));
  const result = await search(testConnection, { query: "price of bitcoin" });
  expect(result.rawData?.map((entry) => entry.error)).toEqual([null, "not run"]);
});

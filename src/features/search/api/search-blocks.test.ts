import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { planSchema } from "./create-plan";
import {
  largeOutput,
  searchWithoutStepIds,
  searchWithStepIds,
  searchWithWrongType,
} from "./production-bodies";
import { searchResponseSchema } from "./search-blocks";

const read = (body: unknown) => v.parse(searchResponseSchema, body);

describe("reading paid search responses tolerantly", () => {
  it("falls back to the entry's position when raw_data entries carry no step_id", () => {
    const result = read(searchWithoutStepIds);
    expect(result.unreadable).toBeUndefined();
    expect(result.rawData?.map((entry) => entry.stepId)).toEqual(["0", "1", "2"]);
    expect(result.rawData?.map((entry) => entry.toolName)).toEqual([
      "coingecko_searchCoin",
      "secfilings_getFilings",
      "dunesim_getTokenHolders",
    ]);
  });

  it("keeps step ids when present", () => {
    const result = read(searchWithStepIds);
    expect(result.rawData?.[1]?.stepId).toBe(`step_${"1".repeat(21)}`);
  });

  it("keeps outputs as they came: maps keyed by id, nested string arrays, strings for numbers, 60 KB", () => {
    expect(JSON.stringify(largeOutput).length).toBeGreaterThan(60_000);
    const result = read(searchWithoutStepIds);
    expect(result.rawData?.[1]?.output).toEqual(searchWithoutStepIds.raw_data[1]?.output);
    expect(result.rawData?.[2]?.output).toEqual(largeOutput);
    expect(result.rawData?.[0]?.output).toMatchObject({ coins: [{ marketCapRank: "1" }] });
  });

  it("keeps unknown fields instead of dropping them", () => {
    const result = read(searchWithoutStepIds);
    expect(result.extra).toEqual({ request_id: "req_123" });
    expect(result.rawData?.[0]?.extra).toEqual({ duration_ms: 812 });
    expect(result.rawData?.[1]?.extra).toBeUndefined();
  });

  it("reads credits strictly and text leniently", () => {
    const result = read({ ...searchWithoutStepIds, summary: { text: "odd" }, planning: null });
    expect(result.account?.balance).toBe(997n);
    expect(result.usage).toEqual({ estimated: 4, consumed: 3 });
    expect(result.summary).toBe('{"text":"odd"}');
  });

  it("shows an unknown planning status as it is", () => {
    const body = {
      ...searchWithoutStepIds,
      planning: { status: "needs_clarification", steps: [], reason: "?" },
    };
    expect(read(body).planning?.status).toBe("needs_clarification");
  });

  it("turns a body it still cannot read into a raw result with the mismatching paths", () => {
    const result = read(searchWithWrongType);
    expect(result.unreadable?.paths).toEqual(["raw_data.1.tool_name"]);
    expect(result.unreadable?.body).toBe(searchWithWrongType);
    expect(result.id).toBe(searchWithoutStepIds.id);
    expect(result.rawData).toBeNull();
    // What the dashboard computes with is still read where it can be.
    expect(result.usage).toEqual({ estimated: 4, consumed: 3 });
    expect(result.account?.balance).toBe(997n);
  });

  it("flags a wrong credit type rather than guessing", () => {
    const result = read({ ...searchWithoutStepIds, usage: { estimated: "4", consumed: "many" } });
    expect(result.unreadable?.paths).toEqual(["usage.estimated", "usage.consumed"]);
    expect(result.usage).toBeNull();
  });

  it("gives a body without an id a generated one, so it can still be kept", () => {
    const result = read({ summary: "no id" });
    expect(result.id).toMatch(/^unreadable-/);
    expect(result.unreadable?.paths).toEqual(["id"]);
  });
});

describe("plans", () => {
  it("keep an unknown status as text", () => {
    const plan = v.parse(planSchema, {
      id: "plan_x",
      status: "unplannable",
      steps: [],
      reason: "no tool fits",
    });
    expect(plan.status).toBe("unplannable");
    expect(plan.reason).toBe("no tool fits");
  });
});

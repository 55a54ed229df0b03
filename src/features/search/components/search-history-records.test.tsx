import { screen, within } from "@testing-library/react";
import * as v from "valibot";
import { expect, test } from "vitest";
import { ORIGIN, renderApp } from "../../../app/test-app";
import type { CallRecord } from "../../../lib/call-records/call-record";
import { recordCall } from "../../../lib/call-records/call-records";
import { createPlan as planFixture, runPlan as runFixture } from "../../../test/fixtures/chat";
import { localConfig } from "../../../test/fixtures/local-config";
import { installAppNetwork, type AppNetwork } from "../../../test/app-network";
import { json, routes } from "../../../test/service";
import { planSchema } from "../api/create-plan";
import { searchWithoutStepIds } from "../api/production-bodies";
import { searchResultSchema } from "../api/search-blocks";
import { saveEntry } from "../model/history-store";
import { defaultSearchOptions } from "../model/search-options";

let service: AppNetwork | undefined;

function serve() {
  service = installAppNetwork(
    routes({
      "GET /config.json": () => json(localConfig(ORIGIN)),
      "GET /billing/v1/account/balance": () =>
        json({ balance: 1000, subscription_balance: 1000, top_up_balance: 0 }),
    }),
  );
}

const paidRequests = () =>
  (service?.requests ?? []).filter((r) => /\/chat\/v1\/(search|plan)/.test(new URL(r.url).pathname));

function aRecord(overrides: Partial<CallRecord>): CallRecord {
  return {
    id: "call-1",
    at: Date.now() - 60_000,
    profileId: "local",
    device: "device-test",
    kind: "search",
    vertical: null,
    subject: "",
    input: {},
    credits: 5n,
    creditsSource: "usage",
    latencyMs: 900,
    outcome: "ok",
    error: null,
    output: null,
    ref: null,
    pinned: false,
    ...overrides,
  };
}

test("a search kept only in the call records reopens from its stored answer with no request", async () => {
  const result = v.parse(searchResultSchema, searchWithoutStepIds);
  // What a search records: the input it sent (not the form's options) and the parsed answer.
  await recordCall(
    aRecord({
      subject: "filings of apple",
      input: { query: "filings of apple", includeRawData: true, includePlanning: true },
      output: result,
      ref: result.id,
    }),
  );
  serve();
  renderApp(`/search?entry=${result.id}`);

  expect(
    await screen.findByRole("heading", { name: "Result for “filings of apple”" }, { timeout: 15_000 }),
  ).toBeInTheDocument();
  const shown = await screen.findByRole("region", { name: "Search result" }, { timeout: 15_000 });
  expect(await within(shown).findByText("secfilings_getFilings")).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Query" })).toHaveValue("filings of apple");
  expect(paidRequests()).toHaveLength(0);
});

test("a plan's answer comes from its plan-run record; the plan itself from the local list", async () => {
  const plan = v.parse(planSchema, planFixture.spec);
  const answer = v.parse(searchResultSchema, runFixture.spec);
  // The local plan entry lost its answer (e.g. written before the call records, or trimmed).
  saveEntry("local", {
    kind: "plan",
    id: plan.id,
    at: Date.now() - 120_000,
    options: { ...defaultSearchOptions, query: "price of bitcoin" },
    plan,
    result: null,
    runAt: Date.now() - 60_000,
  });
  await recordCall(
    aRecord({
      kind: "plan_run",
      subject: `Plan ${plan.id}`,
      input: { planId: plan.id },
      output: answer,
      ref: plan.id,
    }),
  );
  serve();
  renderApp(`/plans/${plan.id}`);

  const shown = await screen.findByRole("region", { name: "Search result" }, { timeout: 15_000 });
  expect(await within(shown).findByText(/Bitcoin \(BTC\) currently trades/)).toBeInTheDocument();
  expect(paidRequests()).toHaveLength(0);
});

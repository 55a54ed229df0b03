import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as v from "valibot";
import { afterEach, expect, test, vi } from "vitest";
import { ORIGIN, renderApp } from "../../../app/test-app";
import { createPlan as planFixture, runPlan as runFixture } from "../../../test/fixtures/chat";
import { unknownVertical } from "../../../test/fixtures/errors";
import { pickKnownVertical, typeUnknownVertical } from "../../../test/known-verticals";
import { localConfig } from "../../../test/fixtures/local-config";
import { installAppNetwork, type AppNetwork } from "../../../test/app-network";
import { json, routes } from "../../../test/service";
import { planSchema } from "../api/create-plan";
import type { PlanEntry } from "../model/history-schema";
import { saveEntry } from "../model/history-store";
import { defaultSearchOptions } from "../model/search-options";

let service: AppNetwork | undefined;
afterEach(() => {
  vi.useRealTimers();
});

const QUERY = "price of bitcoin";

function seedPlan(expiresInMs: number): PlanEntry {
  const plan = v.parse(planSchema, {
    ...planFixture.spec,
    expires_at: new Date(Date.now() + expiresInMs).toISOString(),
  });
  const entry: PlanEntry = {
    kind: "plan",
    id: plan.id,
    at: Date.now(),
    options: { ...defaultSearchOptions, query: QUERY },
    plan,
    result: null,
    runAt: null,
  };
  saveEntry("local", entry);
  return entry;
}

function serve(balance: number, extra: Parameters<typeof routes>[0] = {}) {
  service = installAppNetwork(
    routes({
      "GET /config.json": () => json(localConfig(ORIGIN)),
      "GET /billing/v1/account/balance": () =>
        json({ balance, subscription_balance: balance, top_up_balance: 0 }),
      ...extra,
    }),
  );
  return service;
}

const calls = (path: string) => (service?.requests ?? []).filter((r) => new URL(r.url).pathname === path);

test("review shows the steps, the estimate against the balance with a warning when short, and the clock", async () => {
  // Only Date is faked, and it stands still: the countdown reads 4:30 however long the first render
  // takes, and moves only when the test moves the date (the page's own 1 s re-read stays real).
  vi.useFakeTimers({ toFake: ["Date"] });
  serve(50);
  const entry = seedPlan(4 * 60_000 + 30_000);
  renderApp(`/plans/${entry.id}`);

  // The first render loads /config.json and the lazy route before the header's balance answers.
  const warning = await screen.findByRole("heading", { name: "Not enough credits for this plan" });
  expect(warning).toBeInTheDocument();
  expect(screen.getByText(/short by 10 credits/)).toBeInTheDocument();
  const expiresIn = screen.getByText("Expires in").nextElementSibling;
  expect(expiresIn).toHaveTextContent(/^4:30/);
  const steps = screen.getByRole("list", { name: "Plan steps" });
  expect(within(steps).getAllByRole("listitem")).toHaveLength(2);
  expect(
    within(steps).getByRole("link", { name: /Step 1 · coingecko_searchCoin → coins\.0\.id/ }),
  ).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Run plan (about 60 credits)" })).toBeEnabled();
  vi.setSystemTime(Date.now() + 61_000);
  await waitFor(() => expect(expiresIn).toHaveTextContent(/^3:29/));
});

test("running shows consumed vs estimated and moves the header balance with no second balance request", async () => {
  serve(6250, { "POST /chat/v1/search/plan/run": () => json(runFixture.spec) });
  const entry = seedPlan(4 * 60_000);
  renderApp(`/plans/${entry.id}`);
  const header = await screen.findByLabelText("Header balance");
  await waitFor(() => expect(header).toHaveTextContent("6,250 credits"));

  await userEvent.click(screen.getByLabelText("Summarize"));
  await userEvent.click(screen.getByRole("button", { name: /^Run plan/ }));

  const result = await screen.findByRole("region", { name: "Search result" });
  expect(within(result).getByText("Consumed").nextElementSibling).toHaveTextContent("45 credits");
  expect(within(result).getByText("Estimated").nextElementSibling).toHaveTextContent("60 credits");
  await waitFor(() => expect(header).toHaveTextContent("6,190 credits"));
  expect(calls("/billing/v1/account/balance")).toHaveLength(1);
  const sent: unknown = await calls("/chat/v1/search/plan/run")[0]?.json();
  expect(sent).toMatchObject({ plan_id: entry.id, include_raw_data: true, include_planning: true });
  expect(sent).not.toHaveProperty("summarization");
});

test("an expired plan cannot run and offers Plan again, which plans the same query", async () => {
  serve(6250, {
    "POST /chat/v1/search/plan": () => json({ ...planFixture.spec, id: "plan_next" }),
  });
  const entry = seedPlan(-1_000);
  const { router } = renderApp(`/plans/${entry.id}`);

  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("This plan has expired");
  expect(screen.getByRole("button", { name: /^Run plan/ })).toBeDisabled();
  await userEvent.click(within(alert).getByRole("button", { name: "Plan again" }));

  await waitFor(() => expect(router.state.location.pathname).toBe("/plans/plan_next"));
  expect(await calls("/chat/v1/search/plan")[0]?.json()).toEqual({
    query: QUERY,
    use_deterministic_tool_planning: false,
  });
  await waitFor(() => expect(screen.getByRole("button", { name: /^Run plan/ })).toBeEnabled());
});

test("a plan that is not in this browser says so", async () => {
  serve(6250);
  renderApp("/plans/plan_unknown");
  expect(
    await screen.findByRole("heading", { name: "This plan is not in this browser" }),
  ).toBeInTheDocument();
});

test("after the service says the plan already ran, the clock and the run options stop", async () => {
  serve(6250, {
    "POST /chat/v1/search/plan/run": () =>
      json({ error: { code: "PLAN_ALREADY_RUN", message: "Plan already run" } }, { status: 409 }),
  });
  const entry = seedPlan(4 * 60_000);
  renderApp(`/plans/${entry.id}`);
  await userEvent.click(await screen.findByRole("button", { name: /^Run plan/ }));

  expect(await screen.findByRole("alert")).toHaveTextContent("This plan has already run");
  expect(screen.getByText("Expires in").nextElementSibling).toHaveTextContent("— (already run)");
  expect(screen.getByRole("button", { name: /^Run plan/ })).toBeDisabled();
  expect(screen.getByLabelText("Summarize")).toBeDisabled();
});

test("an unplannable plan says so with the reason and can be edited and planned again", async () => {
  serve(6250, {
    "POST /chat/v1/search/plan": () => json({ ...planFixture.spec, id: "plan_next" }),
  });
  const plan = v.parse(planSchema, {
    id: "plan_none",
    status: "unplannable",
    steps: [],
    reason: "No tool fits.",
  });
  saveEntry("local", {
    kind: "plan",
    id: plan.id,
    at: Date.now(),
    options: { ...defaultSearchOptions, query: "weather" },
    plan,
    result: null,
    runAt: null,
  });
  const { router } = renderApp(`/plans/${plan.id}`);

  const title = await screen.findByRole("heading", { name: "This query could not be planned" });
  expect(title.parentElement).toHaveTextContent("No tool fits.");
  const box = screen.getByRole("textbox", { name: "Query" });
  await userEvent.clear(box);
  await userEvent.type(box, "price of bitcoin");
  await userEvent.click(screen.getByRole("button", { name: "Edit and plan again" }));

  await waitFor(() => expect(router.state.location.pathname).toBe("/plans/plan_next"));
  expect(await calls("/chat/v1/search/plan")[0]?.json()).toMatchObject({ query: "price of bitcoin" });
  await waitFor(() => expect(screen.getByRole("heading", { name: "Review" })).toHaveFocus());
});

test("a known vertical picked after a vertical error fills the plan form's field and takes focus", async () => {
  serve(6250, {
    "POST /chat/v1/search/plan": () => json(unknownVertical, { status: 404 }),
  });
  renderApp("/plans");
  const form = await screen.findByRole("form", { name: "Create a plan" });
  await typeUnknownVertical(form);
  await userEvent.click(within(form).getByRole("button", { name: "Create plan" }));

  await pickKnownVertical(form);
});

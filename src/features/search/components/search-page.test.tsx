import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { ORIGIN, preloadLazyCode, renderApp } from "../../../app/test-app";
import { unknownVertical } from "../../../test/fixtures/errors";
import { pickKnownVertical, typeUnknownVertical } from "../../../test/known-verticals";
import { localConfig } from "../../../test/fixtures/local-config";
import { installAppNetwork, type AppNetwork } from "../../../test/app-network";
import { json, routes } from "../../../test/service";
import { searchWithoutStepIds, searchWithWrongType } from "../api/production-bodies";
import type { SearchResult } from "../api/search-blocks";
import { listCalls } from "../../../lib/call-records/call-records";
import { readHistory } from "../model/history-store";

preloadLazyCode(
  () => import("../../../app/routes/search"),
  () => import("./search-result-view"),
);

let service: AppNetwork | undefined;

function serve(answer: () => Response) {
  service = installAppNetwork(
    routes({
      "GET /config.json": () => json(localConfig(ORIGIN)),
      "GET /billing/v1/account/balance": () =>
        json({ balance: 1000, subscription_balance: 1000, top_up_balance: 0 }),
      "POST /chat/v1/search": answer,
    }),
  );
}

/** The answer the search's call record keeps (written once the answer came). */
async function keptAnswer(): Promise<SearchResult> {
  let output: unknown = null;
  await waitFor(async () => {
    const [record] = await listCalls("local");
    expect(record).toMatchObject({ kind: "search", outcome: "ok" });
    output = record?.output;
  });
  return output as SearchResult;
}

async function searchFor(query: string) {
  renderApp("/search");
  const box = await screen.findByRole("textbox", { name: "Query" });
  await userEvent.type(box, `${query}{Control>}{Enter}{/Control}`);
}

test("a production answer without step ids is rendered, kept, and focus moves to its heading", async () => {
  serve(() => json(searchWithoutStepIds));
  await searchFor("filings of apple");

  const heading = await screen.findByRole("heading", { name: "Result for “filings of apple”" });
  await waitFor(() => expect(heading).toHaveFocus());
  const result = await screen.findByRole("region", { name: "Search result" }, { timeout: 15_000 });
  expect(await within(result).findByText("secfilings_getFilings")).toBeInTheDocument();
  const kept = await keptAnswer();
  expect(kept.rawData?.map((e) => e.stepId)).toEqual(["0", "1", "2"]);
});

test("an answer with a wrong type is shown raw with the mismatching paths and kept", async () => {
  serve(() => json(searchWithWrongType));
  await searchFor("price of bitcoin");

  const result = await screen.findByRole("region", { name: "Search result" }, { timeout: 15_000 });
  expect(
    await within(result).findByText(/This response did not match the expected shape:/),
  ).toHaveTextContent("raw_data.1.tool_name");
  expect(within(result).getByRole("region", { name: "Response result" })).toBeInTheDocument();
  const kept = await keptAnswer();
  expect(kept.unreadable?.paths).toEqual(["raw_data.1.tool_name"]);
});

test("a failed search is kept in history with its error", async () => {
  serve(() =>
    json({ error: { code: "UPSTREAM_DOWN", message: "The planner is unavailable" } }, { status: 503 }),
  );
  await searchFor("price of bitcoin");

  const heading = await screen.findByRole("heading", { name: "Failed search for “price of bitcoin”" });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByRole("alert")).toHaveTextContent("The planner is unavailable");
  expect(screen.getByText("Search · failed")).toBeInTheDocument();
  const [kept] = readHistory("local");
  expect(kept).toMatchObject({ kind: "search", result: null, error: { code: "UPSTREAM_DOWN", status: 503 } });
});

test("the query counts its characters and refuses more than 2,000 with a human message", async () => {
  serve(() => json(searchWithoutStepIds));
  renderApp("/search");
  const box = await screen.findByRole("textbox", { name: "Query" });
  await userEvent.type(box, "price");
  expect(screen.getByText("5 / 2,000 characters")).toBeInTheDocument();
  await userEvent.clear(box);
  await userEvent.click(box);
  await userEvent.paste("x".repeat(2003));
  expect(
    screen.getByText("Too long: the service takes up to 2,000 characters; shorten it by 3."),
  ).toBeInTheDocument();
  expect(box).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByRole("button", { name: "Search" })).toBeDisabled();
  await userEvent.type(box, "{Control>}{Enter}{/Control}");
  expect(service?.requests.filter((r) => r.url.endsWith("/chat/v1/search"))).toHaveLength(0);
});

test("a planning status the dashboard does not know is shown as text", async () => {
  serve(() =>
    json({
      ...searchWithoutStepIds,
      raw_data: [],
      planning: { status: "needs_clarification", steps: [], reason: "Which Apple?" },
    }),
  );
  await searchFor("apple");
  const result = await screen.findByRole("region", { name: "Search result" }, { timeout: 15_000 });
  expect(await within(result).findByText(/Which Apple\?.*Status: needs_clarification\./)).toBeInTheDocument();
});

test("a known vertical picked after a vertical error fills the field and takes focus", async () => {
  serve(() => json(unknownVertical, { status: 404 }));
  renderApp("/search");
  const form = await screen.findByRole("form", { name: "Search" });
  await typeUnknownVertical(form);
  await userEvent.click(within(form).getByRole("button", { name: "Search" }));
  // The failure opens its own entry; once there, focus is on its heading.
  const heading = await screen.findByRole("heading", { name: "Failed search for “my horoscope”" });
  await waitFor(() => expect(heading).toHaveFocus());

  await pickKnownVertical(form);
});

test("a history link opens its entry: its query fills the form, focus goes to its heading", async () => {
  let searches = 0;
  serve(() => json({ ...searchWithoutStepIds, id: `search_${++searches}` }));
  await searchFor("first question");
  const first = await screen.findByRole("heading", { name: "Result for “first question”" });
  await waitFor(() => expect(first).toHaveFocus());
  const box = screen.getByRole("textbox", { name: "Query" });
  await userEvent.clear(box);
  await userEvent.type(box, "second question{Control>}{Enter}{/Control}");
  await waitFor(() =>
    expect(screen.getByRole("heading", { name: "Result for “second question”" })).toHaveFocus(),
  );
  await userEvent.type(box, " typed since");

  const history = screen.getByRole("region", { name: "Recent searches" });
  await userEvent.click(await within(history).findByRole("link", { name: "first question" }));
  const heading = await screen.findByRole("heading", { name: "Result for “first question”" });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(box).toHaveValue("first question");
}, 60_000);

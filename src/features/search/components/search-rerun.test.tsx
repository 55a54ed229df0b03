import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { ORIGIN, preloadLazyCode, renderApp } from "../../../app/test-app";
import { localConfig } from "../../../test/fixtures/local-config";
import { installAppNetwork } from "../../../test/app-network";
import { json, routes } from "../../../test/service";
import { searchWithoutStepIds } from "../api/production-bodies";

preloadLazyCode(
  () => import("../../../app/routes/search"),
  () => import("./search-result-view"),
);

test("Run again shows the stored answer, asks with the expected cost, and compares the new answer", async () => {
  let searches = 0;
  installAppNetwork(
    routes({
      "GET /config.json": () => json(localConfig(ORIGIN)),
      "GET /billing/v1/account/balance": () =>
        json({ balance: 1000, subscription_balance: 1000, top_up_balance: 0 }),
      "POST /chat/v1/search": () => {
        searches++;
        return json({
          ...searchWithoutStepIds,
          id: `search_${searches}`,
          summary: searches === 1 ? "First answer." : "Second answer.",
          usage: { estimated: 7, consumed: 7 },
        });
      },
    }),
  );
  renderApp("/search");
  const box = await screen.findByRole("textbox", { name: "Query" });
  await userEvent.type(box, "price of bitcoin{Control>}{Enter}{/Control}");
  await screen.findByText("First answer.");

  // "Run again" is asked for in the history list, where a user finds it: the whole page holds hundreds
  // of buttons (the result's raw data), and naming each is slow under load (docs/performance.md).
  const history = screen.getByRole("region", { name: "Recent searches" });
  await userEvent.click(within(history).getByRole("button", { name: /Run again/ }));
  // jsdom has no showModal: the <dialog> is rendered but not "open" to the accessibility tree.
  const dialog = (await screen.findByText("Run this search again?")).closest("dialog") as HTMLElement;
  expect(dialog).toHaveTextContent("expected cost about 7 credits (what it cost last time)");
  expect(screen.getByText("First answer.")).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole("button", { name: "Cancel", hidden: true }));
  expect(searches).toBe(1);

  await userEvent.click(within(history).getByRole("button", { name: /Run again/ }));
  const again = (await screen.findByText("Run this search again?")).closest("dialog") as HTMLElement;
  await userEvent.click(within(again).getByRole("button", { name: "Run again", hidden: true }));
  await screen.findByText("Second answer.");
  expect(searches).toBe(2);
  const changes = screen.getByRole("region", { name: /^Changes since the stored answer of / });
  expect(changes).toHaveTextContent(/Changed \(\d+\)/);
  expect(changes).toHaveTextContent("summary");
  // Two searches, two lazy result views and a dialog: more than the default bound on a loaded machine.
}, 60_000);

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { renderApp } from "../../../app/test-app";
import { listCalls, recordCall } from "../../../lib/call-records/call-records";
import { DEFAULT_BUDGETS, writeBudgets } from "../../../lib/spend-guard-budgets";
import { createTestAccount } from "../../../test/reference-service";

const TOOL = "coingecko_getPortfolioValue";

// jsdom has no showModal: the <dialog> is rendered but not "open" to the accessibility tree.
const confirmDialog = async () =>
  (await screen.findByText(`Run ${TOOL} again?`)).closest("dialog") as HTMLElement;

async function openWithStoredCall() {
  await recordCall({
    id: "stored-1",
    at: Date.now() - 60_000,
    profileId: "local",
    device: "device-test",
    kind: "tool",
    vertical: "crypto",
    subject: TOOL,
    input: { holdings: [{ coinId: "bitcoin", amount: 0.5 }], vsCurrency: "usd" },
    credits: 3n,
    creditsSource: "usage",
    latencyMs: 40,
    outcome: "ok",
    error: null,
    output: { storedOnly: "from an earlier release" },
    ref: null,
    pinned: false,
  });
  const account = await createTestAccount({ subscription_balance: 100, top_up_balance: 0 });
  const app = renderApp(`/tools/${TOOL}?vertical=crypto`, { account });
  // The first test of a worker loads the tool page cold, which can outlast the default wait.
  const item = await screen.findByRole(
    "listitem",
    { name: new RegExp(`^Call ${TOOL}`) },
    { timeout: 15_000 },
  );
  return { item, ...app };
}

test("a stored answer opens without a request", async () => {
  const { item, network } = await openWithStoredCall();
  await userEvent.click(within(item).getByRole("button", { name: /^Open answer of / }));
  expect(within(item).getByRole("region", { name: /^Stored answer of / })).toHaveTextContent(
    "from an earlier release",
  );
  expect(network.sentTo("/chat/v1/tools/execute")).toHaveLength(0);
});

test("Replay shows the stored answer and asks with the expected cost; Cancel sends nothing", async () => {
  const { item, network } = await openWithStoredCall();
  await userEvent.click(within(item).getByRole("button", { name: /^Replay / }));
  expect(within(item).getByRole("region", { name: /^Stored answer of / })).toHaveTextContent(
    "from an earlier release",
  );
  const dialog = await confirmDialog();
  expect(dialog).toHaveTextContent(`Run ${TOOL} again?`);
  expect(dialog).toHaveTextContent("expected cost 3 credits (listed price)");
  await userEvent.click(within(dialog).getByRole("button", { name: "Cancel", hidden: true }));
  expect(network.sentTo("/chat/v1/tools/execute")).toHaveLength(0);
});

test("Run again on the confirm sends one call, records it and compares the answers", async () => {
  const { item, network } = await openWithStoredCall();
  await userEvent.click(within(item).getByRole("button", { name: /^Replay / }));
  await userEvent.click(
    within(await confirmDialog()).getByRole("button", {
      name: "Run again",
      hidden: true,
    }),
  );

  const changes = await screen.findByRole("region", { name: /^Changes since the stored answer of / });
  expect(changes).toHaveTextContent("Removed (1)");
  expect(changes).toHaveTextContent("storedOnly");
  expect(network.sentTo("/chat/v1/tools/execute")).toHaveLength(1);
  await waitFor(async () => expect(await listCalls("local")).toHaveLength(2));
});

test("Run again asks once: its own question named the cost, so the per-call limit does not ask again", async () => {
  writeBudgets("local", { ...DEFAULT_BUDGETS, confirmAbove: 1n });
  const { item, network } = await openWithStoredCall();
  await userEvent.click(within(item).getByRole("button", { name: /^Replay / }));
  await userEvent.click(
    within(await confirmDialog()).getByRole("button", { name: "Run again", hidden: true }),
  );
  await screen.findByRole("region", { name: /^Changes since the stored answer of / });
  expect(screen.queryByText("Spend credits past your budget?")).not.toBeInTheDocument();
  expect(network.sentTo("/chat/v1/tools/execute")).toHaveLength(1);
});

test("Run again declined at the spending gate sends nothing and says nothing went wrong", async () => {
  writeBudgets("local", { ...DEFAULT_BUDGETS, dailyCap: 5n });
  const { item, network } = await openWithStoredCall();
  await userEvent.click(within(item).getByRole("button", { name: /^Replay / }));
  await userEvent.click(
    within(await confirmDialog()).getByRole("button", { name: "Run again", hidden: true }),
  );
  const gate = (await screen.findByText("Spend credits past your budget?")).closest("dialog") as HTMLElement;
  // One cost in both questions: the listed price Run again named.
  expect(gate).toHaveTextContent(
    "3 credits spent today; with 3 credits this passes your daily cap of 5 credits.",
  );
  await userEvent.click(within(gate).getByRole("button", { name: "Cancel", hidden: true }));

  await waitFor(() => expect(within(item).queryByRole("status")).not.toBeInTheDocument());
  expect(within(item).queryByRole("alert")).not.toBeInTheDocument();
  expect(network.sentTo("/chat/v1/tools/execute")).toHaveLength(0);
  expect(await listCalls("local")).toHaveLength(1);
});

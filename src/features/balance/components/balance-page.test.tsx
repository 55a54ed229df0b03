import { focusManager } from "@tanstack/react-query";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { findPageMain, renderApp } from "../../../app/test-app";
import { unauthorized } from "../../../test/fixtures/errors";
import {
  createTestAccount,
  realNetwork,
  serviceUrl,
  setBalance,
  type TestAccount,
} from "../../../test/reference-service";
import { json } from "../../../test/service";
import { resetBalanceHistory } from "../model/balance-history";
import { expectStatus } from "../../../../common/expect-status";

beforeEach(() => resetBalanceHistory());

const BALANCE = "GET /billing/v1/account/balance";

async function findTotal() {
  return within(await findPageMain("Balance")).findByRole("group", { name: "Total credits" });
}

const account = (subscription: number, topUp: number) =>
  createTestAccount({ subscription_balance: subscription, top_up_balance: topUp });

describe("Balance page", () => {
  it("shows the total and both parts with en-US grouping, sending the key", async () => {
    const mine = await account(5000, 1250);
    const { network } = renderApp("/balance", { account: mine });

    expect(await findTotal()).toHaveTextContent("6,250");
    expect(screen.getByRole("group", { name: "Subscription credits" })).toHaveTextContent("5,000");
    expect(screen.getByRole("group", { name: "Top-up credits" })).toHaveTextContent("1,250");
    expect(
      screen.getByRole("img", { name: /subscription 5,000 credits \(80%\), top-up 1,250 credits \(20%\)/i }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Updated \d+ s ago/)).toBeInTheDocument();
    expect(screen.getByLabelText("Header balance")).toHaveTextContent("6,250 credits");
    const sent = network.sentTo("/billing/v1/account/balance").map((r) => r.headers.get("Authorization"));
    expect(sent).toContain(`Bearer ${mine.key}`);
  });

  it("shows a busy skeleton without any figure while the first answer is pending", async () => {
    const { network } = renderApp("/balance");
    network.stage(BALANCE, () => new Promise<Response>(() => undefined));

    const main = await findPageMain("Balance");
    const busy = await within(main).findByRole("region", { name: "Loading the balance" });
    expect(busy).toHaveAttribute("aria-busy", "true");
    expect(main).not.toHaveTextContent(/\d/);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows zero as figures, not as an error", async () => {
    renderApp("/balance", { account: await account(0, 0) });

    expect(await findTotal()).toHaveTextContent("0");
    expect(screen.getByRole("img", { name: "No credits in either part" })).toBeInTheDocument();
    expect(within(screen.getByRole("main")).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("on a failed first load shows an alert without numbers, and Retry loads the balance", async () => {
    const mine = await account(700, 42);
    const internal = { error: { code: "INTERNAL_ERROR", message: "Internal error", details: {} } };
    // The reference service cannot be made to fail on demand: the 500 is staged.
    const { network } = renderApp("/balance", { account: mine });
    network.stage(BALANCE, () => json(internal, { status: 500 }));

    const main = await findPageMain("Balance");
    const alert = await within(main).findByRole("alert");
    expect(alert).toHaveTextContent("The balance could not be loaded");
    expect(main).not.toHaveTextContent(/\d/);
    expect(screen.queryByRole("group", { name: "Total credits" })).not.toBeInTheDocument();

    network.unstage(BALANCE);
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));

    expect(await findTotal()).toHaveTextContent("742");
    expect(within(main).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("explains a refused key (401 from the service) and links to Settings", async () => {
    const mine = await account(10, 0);
    renderApp("/balance", { account: { ...mine, key: `${mine.key}-revoked` } });
    await expectRefusedKeyAlert();
  });

  it("explains a refused key in the production dialect's flat error body", async () => {
    const { network } = renderApp("/balance", { account: await account(10, 0) });
    // The reference service sends `{error: {code}}` in both dialects; production's flat body is staged.
    network.stage(BALANCE, () => json(unauthorized.production, { status: 401 }));
    await expectRefusedKeyAlert();
  });

  it("keeps the figures and shows a quiet notice when a background refresh fails", async () => {
    const { network } = renderApp("/balance", { account: await account(100, 20) });
    expect(await findTotal()).toHaveTextContent("120");

    const unavailable = { error: { code: "UNAVAILABLE", message: "Service unavailable", details: {} } };
    network.stage(BALANCE, () => json(unavailable, { status: 503 }));
    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));

    const notice = await screen.findByRole("status", { name: "" });
    expect(notice).toHaveTextContent(/Could not refresh the balance/);
    expect(screen.getByRole("group", { name: "Total credits" })).toHaveTextContent("120");
    expect(within(screen.getByRole("main")).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("lists the service's movements, one made on another device too, each with its cause", async () => {
    const mine = await account(1000, 0);
    renderApp("/balance", { account: mine });
    expect(await findTotal()).toHaveTextContent("1,000");

    await toolRunElsewhere(mine);
    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));

    await waitFor(() =>
      expect(screen.getByRole("group", { name: "Total credits" })).toHaveTextContent("996"),
    );
    const movements = await screen.findByRole("list", { name: "Movements" });
    await waitFor(() => expect(within(movements).getAllByRole("listitem")).toHaveLength(2));
    const [tool, opening] = within(movements).getAllByRole("listitem");
    // "another device" once this browser's call records are read (after the paint, their code lazily).
    await waitFor(() =>
      expect(tool).toHaveTextContent(
        /\u22124→ 996Tool run coingecko_screenCoins \(crypto\) \(answer kept on another device\)/,
      ),
    );
    expect(opening).toHaveTextContent(/\+1,000→ 1,000Subscription or opening credits$/);
    expect(screen.queryByText(/elsewhere/)).not.toBeInTheDocument();
    expect(screen.getByText(/every device's movements/)).toBeInTheDocument();

    const chart = screen.getByRole("img", { name: /Balance over time: 2 points/ });
    // jsdom lays the chart out with no width: any x past its left edge is its right end, the balance now.
    // (Its left end shows the opening balance only when the two movements fell in different seconds.)
    fireEvent.pointerMove(chart, { clientX: 1 });
    expect(screen.getByTestId("balance-chart-value")).toHaveTextContent(/\d\d:\d\d · 996 credits$/);
  });

  it("without the service's ledger lists this browser's readings, says so once, 'elsewhere' when no cause is known", async () => {
    const mine = await account(1000, 0);
    const { network } = renderApp("/balance", { account: mine });
    network.stage("GET /billing/v1/account/ledger", () =>
      json({ error: { code: "NOT_FOUND" } }, { status: 404 }),
    );
    expect(await findTotal()).toHaveTextContent("1,000");
    // The ledger's skeleton holds the history's place until the 404 says it is not offered.
    expect(await screen.findByText(/No change since .*\d\d:\d\d/)).toBeInTheDocument();

    await setBalance(mine, 985, 0);
    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));

    await waitFor(() =>
      expect(screen.getByRole("group", { name: "Total credits" })).toHaveTextContent("985"),
    );
    const movements = await screen.findByRole("list", { name: "Movements" });
    expect(within(movements).getByRole("listitem")).toHaveTextContent(/\u221215→ 985elsewhere$/);
    expect(screen.getByRole("img", { name: /Balance over time: 2 points/ })).toBeInTheDocument();
    expect(screen.getAllByText(/does not list its movements/)).toHaveLength(1);
  });

  it("refetches when the window regains focus", async () => {
    const mine = await account(300, 0);
    renderApp("/balance", { account: mine });
    expect(await findTotal()).toHaveTextContent("300");

    await setBalance(mine, 300, 450);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });

    await waitFor(() =>
      expect(screen.getByRole("group", { name: "Total credits" })).toHaveTextContent("750"),
    );
    expect(screen.getByLabelText("Header balance")).toHaveTextContent("750 credits");
    focusManager.setFocused(undefined);
  });
});

/** A paid tool run by the same account from another device: straight to the service. */
async function toolRunElsewhere(account: TestAccount) {
  const response = await realNetwork(
    new Request(`${serviceUrl()}/chat/v1/tools/execute`, {
      method: "POST",
      headers: { authorization: `Bearer ${account.key}`, "content-type": "application/json" },
      body: JSON.stringify({
        tool_name: "coingecko_screenCoins",
        input: { filters: { category: "Stablecoins" }, limit: 3 },
      }),
    }),
  );
  await expectStatus(response, 200);
}

async function expectRefusedKeyAlert() {
  const alert = await within(await findPageMain("Balance")).findByRole("alert");
  expect(alert).toHaveTextContent(/API key was refused/i);
  expect(within(alert).getByRole("link", { name: "Open Settings" })).toHaveAttribute("href", "/settings");
  expect(within(alert).getByRole("button", { name: "Retry" })).toBeInTheDocument();
}

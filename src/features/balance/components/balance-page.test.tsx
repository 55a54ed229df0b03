import { focusManager } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  DEV_KEY,
  balanceReply,
  errorReply,
  renderApp,
  restoreService,
  stubService,
} from "../../../app/test-app";
import { unauthorized } from "../../../test/fixtures/errors";
import { resetBalanceHistory } from "./balance-history";

beforeEach(() => resetBalanceHistory());
afterEach(() => restoreService());

async function findTotal() {
  return within(await screen.findByRole("main")).findByRole("group", { name: "Total credits" });
}

describe("Balance page", () => {
  it("shows the total and both parts with en-US grouping, sending the key", async () => {
    const service = stubService(balanceReply(5000, 1250));
    renderApp("/balance");

    expect(await findTotal()).toHaveTextContent("6,250");
    expect(screen.getByRole("group", { name: "Subscription credits" })).toHaveTextContent("5,000");
    expect(screen.getByRole("group", { name: "Top-up credits" })).toHaveTextContent("1,250");
    expect(
      screen.getByRole("img", { name: /subscription 5,000 credits \(80%\), top-up 1,250 credits \(20%\)/i }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Updated \d+ s ago/)).toBeInTheDocument();
    expect(screen.getByLabelText("Header balance")).toHaveTextContent("6,250 credits");
    expect(service.balanceAuth()).toContain(`Bearer ${DEV_KEY}`);
  });

  it("shows a busy skeleton without any figure while the first answer is pending", async () => {
    stubService(balanceReply(10, 0));
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderApp("/balance");

    const main = await screen.findByRole("main");
    const busy = await within(main).findByRole("region", { name: "Loading the balance" });
    expect(busy).toHaveAttribute("aria-busy", "true");
    expect(main).not.toHaveTextContent(/\d/);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows zero as figures, not as an error", async () => {
    stubService(balanceReply(0, 0));
    renderApp("/balance");

    expect(await findTotal()).toHaveTextContent("0");
    expect(screen.getByRole("img", { name: "No credits in either part" })).toBeInTheDocument();
    expect(within(screen.getByRole("main")).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("on a failed first load shows an alert without numbers, and Retry loads the balance", async () => {
    const service = stubService(
      errorReply(500, { error: { code: "INTERNAL_ERROR", message: "Internal error", details: {} } }),
    );
    renderApp("/balance");

    const main = await screen.findByRole("main");
    const alert = await within(main).findByRole("alert");
    expect(alert).toHaveTextContent("The balance could not be loaded");
    expect(main).not.toHaveTextContent(/\d/);
    expect(screen.queryByRole("group", { name: "Total credits" })).not.toBeInTheDocument();

    service.setBalance(balanceReply(700, 42));
    const callsBefore = service.balanceAuth().length;
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));

    expect(await findTotal()).toHaveTextContent("742");
    expect(service.balanceAuth().length).toBeGreaterThan(callsBefore);
    expect(within(main).queryByRole("alert")).not.toBeInTheDocument();
  });

  it.each(["spec", "production"] as const)(
    "explains a refused key (401, %s dialect) and links to Settings",
    async (dialect) => {
      stubService(errorReply(401, unauthorized[dialect]));
      renderApp("/balance");

      const alert = await within(await screen.findByRole("main")).findByRole("alert");
      expect(alert).toHaveTextContent(/API key was refused/i);
      expect(within(alert).getByRole("link", { name: "Open Settings" })).toHaveAttribute("href", "/settings");
      expect(within(alert).getByRole("button", { name: "Retry" })).toBeInTheDocument();
    },
  );

  it("keeps the figures and shows a quiet notice when a background refresh fails", async () => {
    const service = stubService(balanceReply(100, 20));
    renderApp("/balance");
    expect(await findTotal()).toHaveTextContent("120");

    service.setBalance(
      errorReply(503, { error: { code: "UNAVAILABLE", message: "Service unavailable", details: {} } }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));

    const notice = await screen.findByRole("status", { name: "" });
    expect(notice).toHaveTextContent(/Could not refresh the balance/);
    expect(screen.getByRole("group", { name: "Total credits" })).toHaveTextContent("120");
    expect(within(screen.getByRole("main")).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says how the total moved since the previous reading", async () => {
    const service = stubService(balanceReply(1000, 0));
    renderApp("/balance");
    expect(await findTotal()).toHaveTextContent("1,000");
    expect(screen.getByText(/No change since \d\d:\d\d/)).toBeInTheDocument();

    service.setBalance(balanceReply(985, 0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));

    await waitFor(() =>
      expect(screen.getByRole("group", { name: "Total credits" })).toHaveTextContent("985"),
    );
    expect(screen.getByText(/^\u221215 since \d\d:\d\d$/)).toBeInTheDocument();
  });

  it("refetches when the window regains focus", async () => {
    const service = stubService(balanceReply(300, 0));
    renderApp("/balance");
    expect(await findTotal()).toHaveTextContent("300");

    service.setBalance(balanceReply(300, 450));
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

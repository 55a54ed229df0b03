import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { resetBalanceHistory } from "../features/balance/model/balance-history";
import { createTestAccount, type TestAccount } from "../test/reference-service";
import { ORIGIN, renderApp } from "./test-app";

// The first visit of a page transforms its whole module graph (wagmi, viem for Top up): seconds here.
const LAZY_PAGE = { timeout: 15_000 };

let account: TestAccount;
beforeEach(async () => {
  resetBalanceHistory();
  account = await createTestAccount({ subscription_balance: 5000, top_up_balance: 1250 });
});

describe("App shell and routes", () => {
  it("has every main link and marks the current one", async () => {
    renderApp("/balance", { account });
    await screen.findByRole("heading", { level: 1, name: "Balance" }, LAZY_PAGE);
    const nav = screen.getByRole("navigation", { name: "Main" });
    const names = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).toEqual(["Balance", "Top up", "Search", "Plans", "Tasks", "Tools", "Spending", "Settings"]);
    expect(within(nav).getByRole("link", { name: "Balance" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Tools" })).not.toHaveAttribute("aria-current");
  });

  it("redirects / to the balance and shows the live total and connection in the header", async () => {
    const { router } = renderApp("/", { account });
    expect(await screen.findByRole("heading", { level: 1, name: "Balance" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/balance");
    // The header shows "Loading balance…" first; wait for the figure rather than the element.
    await waitFor(() => expect(screen.getByLabelText("Header balance")).toHaveTextContent("6,250 credits"));
    expect(screen.getByRole("banner")).toHaveTextContent("Local");
  });

  it("uses the dev key from /config.json when no key was entered", async () => {
    const { network } = renderApp("/balance");
    await waitFor(() => expect(screen.getByLabelText("Header balance")).toHaveTextContent(/\d credits/));
    const config = (await (await fetch(`${ORIGIN}/config.json`)).json()) as { apiKey: string };
    const sent = network.sentTo("/billing/v1/account/balance").map((r) => r.headers.get("Authorization"));
    expect(sent).toContain(`Bearer ${config.apiKey}`);
  });

  it("navigates to another page and moves aria-current", async () => {
    renderApp("/balance", { account });
    // Until the first page's code is in, the navigation belongs to the loading frame, which the layout
    // then replaces: take the layout's.
    await screen.findByRole("heading", { level: 1, name: "Balance" }, LAZY_PAGE);
    const nav = screen.getByRole("navigation", { name: "Main" });
    await userEvent.click(within(nav).getByRole("link", { name: "Top up" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Top up" }, LAZY_PAGE)).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Top up" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Balance" })).not.toHaveAttribute("aria-current");
  });

  it("keeps Plans current on a plan's own page", async () => {
    renderApp("/plans/plan_123", { account });
    expect(await screen.findByRole("heading", { level: 1, name: "Plan" }, LAZY_PAGE)).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Plans" })).toHaveAttribute("aria-current", "page");
  });

  it("shows a not-found page with a way home for an unknown address", async () => {
    renderApp("/no/such/page", { account });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the balance" })).toHaveAttribute("href", "/balance");
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
  });

  it("offers a skip link to the main content", async () => {
    renderApp("/balance", { account });
    const skip = await screen.findByRole("link", { name: "Skip to main content" });
    expect(skip).toHaveAttribute("href", "#main");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
  });

  it("mounts the Settings page at /settings", async () => {
    renderApp("/settings", { account });
    expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
  });
});

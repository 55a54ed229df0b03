import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetBalanceHistory } from "../features/balance/components/balance-history";
import { balanceReply, renderApp, restoreService, stubService } from "./test-app";

beforeEach(() => {
  resetBalanceHistory();
  stubService(balanceReply(5000, 1250));
});
afterEach(() => restoreService());

describe("App shell and routes", () => {
  it("has every main link and marks the current one", async () => {
    renderApp("/balance");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    const names = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).toEqual(["Balance", "Top up", "Search", "Plans", "Tools", "Settings"]);
    expect(within(nav).getByRole("link", { name: "Balance" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Tools" })).not.toHaveAttribute("aria-current");
  });

  it("redirects / to the balance and shows the live total and connection in the header", async () => {
    const { router } = renderApp("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Balance" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/balance");
    expect(await screen.findByLabelText("Header balance")).toHaveTextContent("6,250 credits");
    expect(screen.getByRole("banner")).toHaveTextContent("Local");
  });

  it("navigates to a coming-soon page and moves aria-current", async () => {
    renderApp("/balance");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    await userEvent.click(within(nav).getByRole("link", { name: "Top up" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Top up" })).toBeInTheDocument();
    expect(screen.getByText("Coming soon")).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Top up" })).toHaveAttribute("aria-current", "page");
  });

  it("keeps Plans current on a plan's own page", async () => {
    renderApp("/plans/plan_123");
    expect(await screen.findByRole("heading", { level: 1, name: "Plan plan_123" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Plans" })).toHaveAttribute("aria-current", "page");
  });

  it("shows a not-found page with a way home for an unknown address", async () => {
    renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the balance" })).toHaveAttribute("href", "/balance");
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
  });

  it("offers a skip link to the main content", async () => {
    renderApp("/balance");
    const skip = await screen.findByRole("link", { name: "Skip to main content" });
    expect(skip).toHaveAttribute("href", "#main");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
  });

  it("mounts the Settings page at /settings", async () => {
    renderApp("/settings");
    expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
  });
});

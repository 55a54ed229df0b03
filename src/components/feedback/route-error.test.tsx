import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { retryingLazy } from "../../lib/retrying-lazy";
import { RootErrorBoundary } from "./root-error-boundary";
import { RouteErrorBoundary } from "./route-error-boundary";

function Broken(): never {
  throw new Error("Cannot read the plan");
}

afterEach(() => vi.restoreAllMocks());

describe("Error boundaries", () => {
  it("a failing route shows its message and a way back", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This page could not be shown");
    expect(alert).toHaveTextContent("Cannot read the plan");
    expect(screen.getByRole("link", { name: "Back to the balance" })).toHaveAttribute("href", "/balance");
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
  });

  it("a failed download of a page's code explains itself", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    function Missing(): never {
      throw new TypeError("Failed to fetch dynamically imported module: /assets/plan-abc.js");
    }
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Missing />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );

    expect(screen.getByRole("alert")).toHaveTextContent(
      "Part of the dashboard could not be loaded. Reloading the page usually fixes this.",
    );
  });

  it("the shell failing shows the message on a bare page", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <RouteErrorBoundary bare>
          <nav aria-label="Main" />
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );

    expect(screen.getByRole("main")).toContainElement(screen.getByRole("alert"));
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("a navigation clears the error, so the next page renders", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={["/plans"]}>
        <Link to="/balance">Balance</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/plans" Component={Broken} />
            <Route path="/balance" element={<h1>Balance</h1>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Cannot read the plan");

    await userEvent.click(screen.getByRole("link", { name: "Balance" }));
    expect(await screen.findByRole("heading", { name: "Balance" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a page whose code could not be downloaded comes back by itself once the service answers, no reload", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let down = true;
    const importPage = vi.fn(() =>
      down
        ? Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/topup-abc.js"))
        : Promise.resolve(() => <h1>Top up</h1>),
    );
    const TopUp = retryingLazy(importPage);
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <TopUp />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("the service may be unreachable or restarting");
    expect(alert).toHaveTextContent("this page comes back by itself once it answers");
    // Still down: "Try again" asks, and the message stays.
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await vi.waitFor(() => expect(importPage).toHaveBeenCalledTimes(2));
    expect(screen.getByRole("alert")).toBeInTheDocument();

    down = false;
    // The browser says it is back: asked at once, and the page shows.
    window.dispatchEvent(new Event("online"));
    expect(await screen.findByRole("heading", { name: "Top up" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a page still unreachable is asked for again on a back-off, and shows once it answers", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let down = true;
    const importPage = vi.fn(() =>
      down
        ? Promise.reject(new TypeError("Failed to fetch dynamically imported module"))
        : Promise.resolve(() => <h1>Top up</h1>),
    );
    const TopUp = retryingLazy(importPage);
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <TopUp />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    await screen.findByRole("alert");
    down = false;
    // No event at all: the first probe comes after RECOVERY_DELAYS_MS[0].
    expect(await screen.findByRole("heading", { name: "Top up" })).toBeInTheDocument();
  });

  it("Try again renders a page that failed for another reason again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let broken = true;
    function Flaky() {
      if (broken) throw new Error("Cannot read the plan");
      return <h1>Plan</h1>;
    }
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Flaky />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Cannot read the plan");
    broken = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Plan" })).toBeInTheDocument();
  });

  it("the root boundary catches what escapes everything else", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <RootErrorBoundary>
        <Broken />
      </RootErrorBoundary>,
    );

    expect(screen.getByRole("alert")).toHaveTextContent("The dashboard stopped working");
    expect(screen.getByRole("link", { name: "Back to the start" })).toHaveAttribute("href", "/");
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
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

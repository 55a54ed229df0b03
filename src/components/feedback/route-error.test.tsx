import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RootErrorBoundary } from "./root-error-boundary";
import { RouteError } from "./route-error";

function Broken(): never {
  throw new Error("Cannot read the plan");
}

afterEach(() => vi.restoreAllMocks());

describe("Error boundaries", () => {
  it("a failing route shows its message and a way back", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: "/", Component: Broken, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This page could not be shown");
    expect(alert).toHaveTextContent("Cannot read the plan");
    expect(screen.getByRole("link", { name: "Back to the balance" })).toHaveAttribute("href", "/balance");
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
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

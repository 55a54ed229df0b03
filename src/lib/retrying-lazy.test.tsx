import { render, screen } from "@testing-library/react";
import { Component, Suspense, type ReactNode } from "react";
import { expect, test, vi } from "vitest";
import { retryingLazy, retryOf } from "./retrying-lazy";

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error === null ? this.props.children : <p role="alert">failed</p>;
  }
}

test("a page whose download failed downloads again on the next render, and its error says how to probe", async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  const Page = () => <h1>Top up</h1>;
  const importModule = vi
    .fn<() => Promise<typeof Page>>()
    .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
    .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
    .mockResolvedValue(Page);
  const Lazy = retryingLazy(importModule);
  const tree = (key: number) => (
    <Catch key={key}>
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    </Catch>
  );
  const view = render(tree(1));
  expect(await screen.findByRole("alert")).toHaveTextContent("failed");
  // React's own re-render after the error did not download again.
  expect(importModule).toHaveBeenCalledTimes(1);

  // What a boundary does before it shows the page again: probe with the error's retry.
  const reason = await (importModule.mock.results[0]?.value as Promise<unknown>).catch((e: unknown) => e);
  const retry = retryOf(reason);
  expect(retry).toBeTypeOf("function");
  await expect(retry?.()).rejects.toThrow("Failed to fetch");
  view.rerender(tree(2));
  // Still down: the page is not shown again until a probe worked.
  expect(await screen.findByRole("alert")).toHaveTextContent("failed");
  await retry?.();
  view.rerender(tree(3));
  expect(await screen.findByRole("heading", { name: "Top up" })).toBeInTheDocument();
  expect(importModule).toHaveBeenCalledTimes(3);
  vi.restoreAllMocks();
});

test("an error that is not a failed download offers no probe", () => {
  expect(retryOf(new Error("Cannot read the plan"))).toBeUndefined();
});

import { act, render, screen } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, expect, test, vi } from "vitest";

// Whether the page's download fails: read by the one fake below each time the module is imported.
const download = vi.hoisted(() => ({ fails: false }));

// The page itself is another test's business: here it only has to be recognisable.
beforeEach(() => {
  vi.resetModules();
  download.fails = false;
  vi.doMock("../routes/tool", () => {
    if (download.fails) throw new Error("the network is down");
    return { Component: () => <p>the tool page</p>, formReady: () => true };
  });
});
// The web files share one module graph (isolate: false): drop the copies that saw the fake, so the
// next file imports the real modules.
afterEach(() => {
  vi.doUnmock("../routes/tool");
  vi.resetModules();
});

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

test("once its code is loaded, the route renders the page in the same render", async () => {
  const { ToolPageLoader, loadToolPage } = await import("./tool-page-loader");
  await loadToolPage();
  const container = document.createElement("div");
  const root = createRoot(container);
  flushSync(() => root.render(<ToolPageLoader />));
  expect(container.textContent).toBe("the tool page");
  root.unmount();
});

test("reached before its code is loaded, the route loads it and then shows the page", async () => {
  const { ToolPageLoader } = await import("./tool-page-loader");
  const container = document.createElement("div");
  const root = createRoot(container);
  flushSync(() => root.render(<ToolPageLoader />));
  expect(container.textContent).toBe("");
  await vi.waitFor(() => expect(container.textContent).toBe("the tool page"));
  root.unmount();
});

test("a failed download reaches the error boundary, and the next load asks again", async () => {
  download.fails = true;
  const { ToolPageLoader, loadToolPage } = await import("./tool-page-loader");
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  render(
    <Boundary>
      <ToolPageLoader />
    </Boundary>,
  );
  // Vitest words the failed import its own way; what matters is that the boundary shows it.
  expect(await screen.findByRole("alert")).toBeInTheDocument();
  expect(screen.queryByText("the tool page")).toBeNull();

  download.fails = false;
  vi.doMock("../routes/tool", () => ({ Component: () => <p>the tool page</p>, formReady: () => true }));
  await act(() => loadToolPage());
  render(<ToolPageLoader />);
  expect(screen.getByText("the tool page")).toBeInTheDocument();
});

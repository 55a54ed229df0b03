import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";

// Whether the page's download fails: read by the one fake below each time the module is imported.
const download = vi.hoisted(() => ({ fails: false }));
// What happened, in order: the listing asked for (the module's `prefetchList`) and the page rendered.
const events: string[] = [];
const prefetchList = vi.fn(() => {
  events.push("listing asked for");
  return Promise.resolve();
});
function FakeToolPage() {
  events.push("page rendered");
  return <p>the tool page</p>;
}

// The page itself is another test's business: here it only has to be recognisable.
beforeEach(() => {
  vi.resetModules();
  download.fails = false;
  events.length = 0;
  prefetchList.mockClear();
  vi.doMock("../routes/tool", () => {
    if (download.fails) throw new Error("the network is down");
    return { Component: FakeToolPage, formReady: () => true, prefetchList };
  });
});

const client = new QueryClient();
/** The providers the route has in the app: the query cache and the router (the address's vertical). */
function App({ children, path = "/tools/alpha" }: { children: ReactNode; path?: string }) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}
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
  flushSync(() =>
    root.render(
      <App>
        <ToolPageLoader />
      </App>,
    ),
  );
  expect(container.textContent).toBe("the tool page");
  // Its code in memory (chosen from /tools), the page renders at once and asks for its listing itself.
  expect(prefetchList).not.toHaveBeenCalled();
  root.unmount();
});

test("reached before its code is loaded, the route loads it and then shows the page", async () => {
  const { ToolPageLoader } = await import("./tool-page-loader");
  const container = document.createElement("div");
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <App>
        <ToolPageLoader />
      </App>,
    ),
  );
  expect(container.textContent).toBe("");
  await vi.waitFor(() => expect(container.textContent).toBe("the tool page"));
  root.unmount();
});

test("reached directly, the route asks for the tool's listing as soon as the page's code is in, before the page renders", async () => {
  const { ToolPageLoader } = await import("./tool-page-loader");
  // The copy of the store the loader sees (modules are reset for each test).
  const { connectionStore } = await import("../../lib/connection/store");
  render(
    <App path="/tools/alpha?vertical=crypto">
      <ToolPageLoader />
    </App>,
  );
  expect(await screen.findByText("the tool page")).toBeInTheDocument();
  expect(events[0]).toBe("listing asked for");
  expect(events).toContain("page rendered");
  // The address's vertical, the app's query cache and connection store: what the page itself uses.
  expect(prefetchList).toHaveBeenCalledTimes(1);
  expect(prefetchList).toHaveBeenCalledWith(client, connectionStore, "crypto");
});

test("rendered ahead on /tools, the listing asked for is the finder's vertical", async () => {
  const { ToolPageLoader } = await import("./tool-page-loader");
  const { connectionStore } = await import("../../lib/connection/store");
  render(
    <App path="/tools">
      <ToolPageLoader toolName="alpha" vertical="weather" />
    </App>,
  );
  expect(await screen.findByText("the tool page")).toBeInTheDocument();
  expect(prefetchList).toHaveBeenCalledWith(client, connectionStore, "weather");
});

test("a failed download reaches the error boundary, and the next load asks again", async () => {
  download.fails = true;
  const { ToolPageLoader, loadToolPage } = await import("./tool-page-loader");
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  render(
    <App>
      <Boundary>
        <ToolPageLoader />
      </Boundary>
    </App>,
  );
  // Vitest words the failed import its own way; what matters is that the boundary shows it.
  expect(await screen.findByRole("alert")).toBeInTheDocument();
  expect(screen.queryByText("the tool page")).toBeNull();

  download.fails = false;
  vi.doMock("../routes/tool", () => ({ Component: FakeToolPage, formReady: () => true, prefetchList }));
  await act(() => loadToolPage());
  render(
    <App>
      <ToolPageLoader />
    </App>,
  );
  expect(screen.getByText("the tool page")).toBeInTheDocument();
});

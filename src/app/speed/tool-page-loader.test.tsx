import { QueryClient } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, expect, test, vi } from "vitest";

// Whether the page's download fails: read by the one fake below each time the module is imported.
const download = vi.hoisted(() => ({ fails: false, imports: 0 }));
// What happened, in order: the tool's listing asked for (the module's `prefetchList`), the page rendered.
const events: string[] = [];
const prefetchList = vi.fn((_client: QueryClient, vertical: string | null) => {
  events.push(`listing of ${vertical} asked for`);
  return Promise.resolve();
});

// The page itself is another test's business: here it only has to be recognisable.
beforeEach(() => {
  vi.resetModules();
  download.fails = false;
  download.imports = 0;
  events.length = 0;
  prefetchList.mockClear();
  vi.doMock("../routes/tool", () => {
    download.imports += 1;
    if (download.fails) throw new Error("the network is down");
    return {
      Component: () => {
        events.push("page rendered");
        return <p>the tool page</p>;
      },
      formReady: () => true,
      prefetchList,
    };
  });
});
// The web files share one module graph (isolate: false): drop the copies that saw the fake, so the
// next file imports the real modules.
afterEach(() => {
  vi.doUnmock("../routes/tool");
  vi.resetModules();
  window.history.replaceState(null, "", "/");
});

test("opened at a tool's address, the app asks for its listing before the first render, which then shows the page at once", async () => {
  window.history.replaceState(null, "", "/tools/alpha?vertical=crypto");
  const { ToolPageLoader, prefetchToolPage } = await import("./tool-page-loader");
  const client = new QueryClient();

  prefetchToolPage(client);
  await vi.waitFor(() => expect(prefetchList).toHaveBeenCalledWith(client, "crypto"));

  const container = document.createElement("div");
  const root = createRoot(container);
  flushSync(() => root.render(<ToolPageLoader />));
  // No effect and no second render needed: the page's code came in with the listing's request.
  expect(container.textContent).toBe("the tool page");
  expect(events).toEqual(["listing of crypto asked for", "page rendered"]);
  expect(download.imports).toBe(1);
  root.unmount();
});

test("at any other address the app neither loads the tool page nor asks for a listing", async () => {
  const { prefetchToolPage } = await import("./tool-page-loader");
  for (const path of ["/balance", "/tools", "/tools?vertical=crypto", "/tools-and-more/alpha"]) {
    window.history.replaceState(null, "", path);
    prefetchToolPage(new QueryClient());
  }
  await Promise.resolve();
  expect(download.imports).toBe(0);
  expect(prefetchList).not.toHaveBeenCalled();
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
  vi.doMock("../routes/tool", () => ({
    Component: () => <p>the tool page</p>,
    formReady: () => true,
    prefetchList,
  }));
  await act(() => loadToolPage());
  render(<ToolPageLoader />);
  expect(screen.getByText("the tool page")).toBeInTheDocument();
});

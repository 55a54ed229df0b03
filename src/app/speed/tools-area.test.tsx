import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense, useEffect } from "react";
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";

// The finder and the tool page are other tests' business: here each only has to be recognisable,
// and the page counts how often it mounts and how often its effects run.
let formReady = true;
const rendered = vi.fn();
const effectRan = vi.fn();

function FakeFinder({ onActive }: { onActive: (tool: { name: string; vertical: string } | null) => void }) {
  const navigate = useNavigate();
  return (
    <div>
      <button type="button" onClick={() => onActive({ name: "alpha", vertical: "crypto" })}>
        highlight alpha
      </button>
      <button type="button" onClick={() => void navigate("/tools/alpha?vertical=crypto")}>
        open alpha
      </button>
      <button type="button" onClick={() => void navigate("/tools/beta?vertical=crypto")}>
        open beta
      </button>
    </div>
  );
}

function FakeToolPage({ toolName, vertical }: { toolName?: string; vertical?: string }) {
  rendered();
  useEffect(() => {
    effectRan();
  }, []);
  return (
    <p data-testid="tool-page">
      {toolName} in {vertical ?? "the URL's vertical"}
    </p>
  );
}

beforeEach(() => {
  vi.resetModules();
  formReady = true;
  rendered.mockClear();
  effectRan.mockClear();
  vi.doMock("../routes/tools", () => ({ Component: FakeFinder }));
  vi.doMock("../routes/tool", () => ({ Component: FakeToolPage, formReady: () => formReady }));
});
// The web files share one module graph (isolate: false): drop the copies that saw the fakes, so the
// next file imports the real modules.
afterEach(() => {
  vi.doUnmock("../routes/tools");
  vi.doUnmock("../routes/tool");
  vi.resetModules();
});

async function renderTools() {
  const { ToolsArea } = await import("./tools-area");
  const { loadToolPage } = await import("./tool-page-loader");
  await loadToolPage();
  const probe: { navigate?: NavigateFunction } = {};
  function Probe() {
    const navigate = useNavigate();
    useEffect(() => {
      probe.navigate = navigate;
    }, [navigate]);
    return null;
  }
  render(
    <MemoryRouter initialEntries={["/tools"]}>
      <Probe />
      <Suspense fallback={null}>
        <Routes>
          <Route path="tools" Component={ToolsArea} />
          <Route path="tools/:toolName" Component={ToolsArea} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
  await screen.findByRole("button", { name: "highlight alpha" });
  return {
    navigate: (to: string) => {
      void probe.navigate?.(to);
    },
  };
}

test("the highlighted tool renders ahead, hidden, and its page is that same tree once opened", async () => {
  const user = userEvent.setup();
  const router = await renderTools();
  await user.click(screen.getByRole("button", { name: "highlight alpha" }));

  const ahead = await screen.findByTestId("tool-page");
  expect(ahead).toHaveTextContent("alpha in crypto");
  expect(ahead).not.toBeVisible();
  expect(effectRan).not.toHaveBeenCalled();

  act(() => router.navigate("/tools/alpha?vertical=crypto"));
  const page = screen.getByTestId("tool-page");
  expect(page).toBe(ahead);
  expect(page).toBeVisible();
  expect(page).toHaveTextContent("alpha in the URL's vertical");
  expect(effectRan).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole("button", { name: "highlight alpha" })).toBeNull();
});

test("another tool than the highlighted one renders when it is opened", async () => {
  const user = userEvent.setup();
  await renderTools();
  await user.click(screen.getByRole("button", { name: "highlight alpha" }));
  const ahead = await screen.findByTestId("tool-page");

  await user.click(screen.getByRole("button", { name: "open beta" }));
  const page = screen.getByTestId("tool-page");
  expect(page).not.toBe(ahead);
  expect(page).toBeVisible();
  expect(page).toHaveTextContent("beta in the URL's vertical");
});

test("nothing renders ahead until the form's code is in memory", async () => {
  formReady = false;
  const user = userEvent.setup();
  await renderTools();
  await user.click(screen.getByRole("button", { name: "highlight alpha" }));
  expect(screen.queryByTestId("tool-page")).toBeNull();
  expect(rendered).not.toHaveBeenCalled();

  await user.click(screen.getByRole("button", { name: "open alpha" }));
  expect(await screen.findByTestId("tool-page")).toBeVisible();
});

test("back on /tools, the page that was open is not kept: opening it again starts afresh", async () => {
  const user = userEvent.setup();
  const router = await renderTools();
  await user.click(screen.getByRole("button", { name: "highlight alpha" }));
  await screen.findByTestId("tool-page");
  act(() => router.navigate("/tools/alpha?vertical=crypto"));
  const opened = screen.getByTestId("tool-page");

  act(() => router.navigate("/tools"));
  expect(screen.queryByTestId("tool-page")).toBeNull();
  await user.click(screen.getByRole("button", { name: "highlight alpha" }));
  const again = await screen.findByTestId("tool-page");
  expect(again).not.toBe(opened);
  expect(again).not.toBeVisible();
});

import { QueryClient, QueryClientProvider, queryOptions, useQuery } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, expect, test, vi } from "vitest";
import type * as AfterIdle from "./after-idle";

// `reached` lasts for the tab: each test takes a fresh copy of the module.
let afterIdle: typeof AfterIdle;
beforeEach(async () => {
  vi.resetModules();
  performance.clearMarks();
  afterIdle = await import("./after-idle");
});

function Status({ children }: { children?: ReactNode }) {
  return (
    <>
      <p>{afterIdle.useAfterIdle() ? "after idle" : "first render"}</p>
      {children}
    </>
  );
}

// What the page's one query answers with, set by each test before it renders.
let answer: Promise<string> = new Promise(() => {});
const heldQuery = queryOptions({ queryKey: ["held"], queryFn: () => answer });

function Fetching() {
  const query = useQuery(heldQuery);
  return <span>{query.data ?? "loading"}</span>;
}

/** A page whose one query is still fetching `answer`, with the after-idle status beside it. */
function renderFetchingPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Status>
        <Fetching />
      </Status>
    </QueryClientProvider>,
  );
}

/** Runs `run` with fake timers and frames (the query cache batches its news with setTimeout too). */
async function withFakeFrames(run: () => Promise<void>) {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
  });
  try {
    await run();
  } finally {
    vi.useRealTimers();
  }
}

/** Background work starts at the settle timeout, not before: `renderPage` never lets it start sooner. */
function startsAtSettleTimeout(renderPage: () => void) {
  return withFakeFrames(async () => {
    renderPage();
    await act(() => vi.advanceTimersByTimeAsync(afterIdle.SETTLE_TIMEOUT_MS - 100));
    expect(screen.getByText("first render")).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(200 + afterIdle.IDLE_TIMEOUT_MS));
    expect(screen.getByText("after idle")).toBeVisible();
  });
}

test("background work waits until the page's data has arrived and painted, then marks the moment", async () => {
  let arrive = (_: string) => {};
  answer = new Promise<string>((resolve) => (arrive = resolve));
  renderFetchingPage();
  // Frames and idle time pass while the page's data is still on its way: nothing starts.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(screen.getByText("first render")).toBeVisible();
  expect(performance.getEntriesByName(afterIdle.AFTER_IDLE_MARK)).toHaveLength(0);

  arrive("listed");
  expect(await screen.findByText("listed")).toBeVisible();
  expect(await screen.findByText("after idle")).toBeVisible();
  expect(performance.getEntriesByName(afterIdle.AFTER_IDLE_MARK)).toHaveLength(1);
});

test("a page that keeps fetching starts its background work after the settle timeout", async () => {
  answer = new Promise(() => {});
  await startsAtSettleTimeout(renderFetchingPage);
});

test("once reached it stays reached: a later reader starts at once", async () => {
  const client = new QueryClient();
  const first = render(
    <QueryClientProvider client={client}>
      <Status />
    </QueryClientProvider>,
  );
  expect(await screen.findByText("after idle")).toBeVisible();
  first.unmount();
  render(
    <QueryClientProvider client={client}>
      <Status />
    </QueryClientProvider>,
  );
  expect(screen.getByText("after idle")).toBeVisible();
});

test("a read that the page's first answer starts is waited for too", async () => {
  // Fake frames and timers: the second read
  // starts between the first answer and the two frames the wait gives that answer's paint, as the
  // tool listing does once /config.json has answered, on any host.
  await withFakeFrames(async () => {
    const client = new QueryClient();
    const held = () => {
      let settle = () => {};
      const read = new Promise<string>((resolve) => (settle = () => resolve("answer")));
      return { read, settle };
    };
    const first = held();
    const second = held();
    void client.fetchQuery(queryOptions({ queryKey: ["first"], queryFn: () => first.read }));
    const reached = vi.fn();
    void afterIdle.afterIdle(client).then(reached);
    await vi.advanceTimersByTimeAsync(20);

    first.settle();
    await vi.advanceTimersByTimeAsync(1);
    void client.fetchQuery(queryOptions({ queryKey: ["second"], queryFn: () => second.read }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(reached).not.toHaveBeenCalled();

    second.settle();
    await vi.advanceTimersByTimeAsync(100 + afterIdle.IDLE_TIMEOUT_MS);
    expect(reached).toHaveBeenCalledOnce();
  });
});

test("a page's hold keeps background work waiting until it settles", async () => {
  let release = () => {};
  afterIdle.holdAfterIdle(new Promise<void>((resolve) => (release = resolve)));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Status />
    </QueryClientProvider>,
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(screen.getByText("first render")).toBeVisible();
  release();
  expect(await screen.findByText("after idle")).toBeVisible();
});

test("a hold that never settles ends at the settle timeout", async () => {
  afterIdle.holdAfterIdle(new Promise(() => {}));
  await startsAtSettleTimeout(() =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Status />
      </QueryClientProvider>,
    ),
  );
});

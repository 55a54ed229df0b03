import { act, render, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { moduleLoader } from "../../lib/module-loader";
import { useQuietModule } from "./use-quiet-module";
import { RECOVERY_DELAYS_MS } from "./use-recovery";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A module whose download fails until `network.up`, like a chunk asked for while offline. */
function flakyModule() {
  const network = { up: false, asked: 0 };
  const loader = moduleLoader(() => {
    network.asked++;
    return network.up
      ? Promise.resolve({ Notice: () => <p>notice shown</p> })
      : Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
  });
  return { network, loader };
}

function Slot({ loader, wanted }: { loader: ReturnType<typeof flakyModule>["loader"]; wanted: boolean }) {
  const module = useQuietModule(loader, wanted);
  return <main>{module ? <module.Notice /> : <p>page</p>}</main>;
}

test("a background module that cannot be downloaded shows nothing, logs nothing, and comes when the browser is back online", async () => {
  vi.useFakeTimers();
  const errors = vi.spyOn(console, "error");
  const { network, loader } = flakyModule();
  const view = render(<Slot loader={loader} wanted={false} />);
  expect(network.asked).toBe(0);

  view.rerender(<Slot loader={loader} wanted />);
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(network.asked).toBe(1);
  // Asked again on the recovery back-off while it fails, the page unchanged.
  await act(() => vi.advanceTimersByTimeAsync(RECOVERY_DELAYS_MS[0]));
  expect(network.asked).toBe(2);
  expect(screen.getByText("page")).toBeVisible();

  network.up = true;
  await act(async () => {
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(screen.getByText("notice shown")).toBeVisible();
  expect(network.asked).toBe(3);
  expect(errors).not.toHaveBeenCalled();

  // Once in, nothing more is asked for, even when the browser says it is online again.
  await act(async () => {
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(RECOVERY_DELAYS_MS.at(-1) ?? 0);
  });
  expect(network.asked).toBe(3);
});

test("a module already in memory renders in the first render", async () => {
  const { network, loader } = flakyModule();
  network.up = true;
  await loader.load();
  render(<Slot loader={loader} wanted={false} />);
  expect(screen.getByText("notice shown")).toBeVisible();
});

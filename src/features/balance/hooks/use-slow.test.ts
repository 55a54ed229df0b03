import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { useSlow } from "./use-slow";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test("says 'slow' only once the request has lasted 2 s, and forgets it when the request ends", () => {
  const { result, rerender } = renderHook(({ busy }) => useSlow(busy), { initialProps: { busy: true } });
  act(() => {
    vi.advanceTimersByTime(1_999);
  });
  expect(result.current).toBe(false);
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(result.current).toBe(true);
  rerender({ busy: false });
  expect(result.current).toBe(false);
  rerender({ busy: true });
  expect(result.current).toBe(false);
});

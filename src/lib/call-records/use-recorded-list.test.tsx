import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import * as v from "valibot";
import { expect, test, vi } from "vitest";
import { storageKeys } from "../storage-keys";
import { createStoredList } from "../stored-list";
import { storedText } from "../storage-test-kit";
import type { CallRecord } from "./call-record";
import { recordCall } from "./call-records";
import { aCall } from "./call-test-kit";
import { useRecordedList } from "./use-recorded-list";

const list = createStoredList({
  keys: storageKeys.tasks,
  schema: v.object({ id: v.string(), status: v.string() }),
  trim: (entries) => entries,
});
type Local = { id: string; status: string };

/** What a feature's merge does: every recorded call, with the status this browser last saw. */
const merge = (local: Local[], records: CallRecord[]) =>
  records.map((record) => `${record.id}:${local.find((entry) => entry.id === record.id)?.status ?? "?"}`);

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

test("merges the local list with the profile's call records, following writes to either", async () => {
  await recordCall(aCall({ id: "t1", profileId: "local" }));
  await recordCall(aCall({ id: "other-profile", profileId: "production" }));
  const { result } = renderHook(() => useRecordedList(list, "local", merge), { wrapper });
  await waitFor(() => expect(result.current).toEqual(["t1:?"]));

  act(() => list.write("local", [{ id: "t1", status: "running" }]));
  expect(result.current).toEqual(["t1:running"]);

  await act(() => recordCall(aCall({ id: "t2", profileId: "local", at: 1 })));
  await waitFor(() => expect(result.current).toEqual(["t1:running", "t2:?"]));
});

test("the merge is derived: the same result until a side changes, and nothing is written back", async () => {
  await recordCall(aCall({ id: "t1", profileId: "local" }));
  const spy = vi.fn(merge);
  const { result, rerender } = renderHook(() => useRecordedList(list, "local", spy), { wrapper });
  await waitFor(() => expect(result.current).toEqual(["t1:?"]));
  const first = result.current;
  const calls = spy.mock.calls.length;
  rerender();
  expect(result.current).toBe(first);
  expect(spy.mock.calls.length).toBe(calls);
  expect(storedText.read("local", list.key("local"))).toBeNull();
});

test("runs the legacy import once per profile", () => {
  const importLegacy = vi.fn();
  const { rerender } = renderHook(
    ({ profileId }) => useRecordedList(list, profileId, merge, { importLegacy }),
    { wrapper, initialProps: { profileId: "local" } },
  );
  rerender({ profileId: "local" });
  expect(importLegacy.mock.calls).toEqual([["local"]]);
  rerender({ profileId: "production" });
  expect(importLegacy.mock.calls).toEqual([["local"], ["production"]]);
});

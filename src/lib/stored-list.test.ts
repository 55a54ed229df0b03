import { act, renderHook } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import * as v from "valibot";
import { createStoredList, useStoredList } from "./stored-list";
import { otherTabWrites } from "./storage-test-kit";
import { storageKeys } from "./storage-keys";
import { rawStorage } from "./stored-value";

const list = createStoredList({
  keys: storageKeys.tasks,
  schema: v.object({ id: v.string(), credits: v.pipe(v.string(), v.toBigint()) }),
  trim: (entries) => entries.slice(0, 3),
});
const entry = (id: string, credits = 1n) => ({ id, credits });

afterEach(() => vi.restoreAllMocks());

test("keeps one list per profile, trimmed, with bigints as digit strings", () => {
  list.write("local", [entry("d"), entry("c"), entry("b", 123456789012345678901234567890n), entry("a")]);
  list.write("production", [entry("x")]);
  expect(list.read("local").map((e) => e.id)).toEqual(["d", "c", "b"]);
  expect(list.read("local")[2]?.credits).toBe(123456789012345678901234567890n);
  expect(rawStorage.read("local", list.key("local"))).toContain('"credits":"123456789012345678901234567890"');
  expect(list.read("production").map((e) => e.id)).toEqual(["x"]);
});

test("snapshots are stable until the stored text changes, and listeners hear writes", () => {
  const heard = vi.fn();
  const unsubscribe = list.subscribe(heard);
  list.write("local", [entry("a")]);
  expect(list.read("local")).toBe(list.read("local"));
  const before = list.read("local");
  list.write("local", [entry("b"), entry("a")]);
  expect(list.read("local")).not.toBe(before);
  expect(heard).toHaveBeenCalledTimes(2);
  unsubscribe();
});

test("damaged entries are dropped, damaged text reads as empty", () => {
  rawStorage.write("local", list.key("local"), JSON.stringify([{ id: 5 }, { id: "ok", credits: "2" }]));
  expect(list.read("local")).toEqual([entry("ok", 2n)]);
  rawStorage.write("local", list.key("local"), "{not json");
  expect(list.read("local")).toEqual([]);
});

test("writing an empty list clears the stored one", () => {
  list.write("local", [entry("a")]);
  list.write("local", []);
  expect(rawStorage.read("local", list.key("local"))).toBeNull();
  expect(list.read("local")).toEqual([]);
});

test("when storage is full the oldest entries go first", () => {
  const store = new Map<string, string>();
  vi.spyOn(Storage.prototype, "getItem").mockImplementation((key) => store.get(key) ?? null);
  vi.spyOn(Storage.prototype, "setItem").mockImplementation((key, value) => {
    if (value.length > 60) throw new DOMException("full", "QuotaExceededError");
    store.set(key, value);
  });
  list.write("local", [entry("newest"), entry("middle"), entry("oldest")]);
  expect(list.read("local").map((e) => e.id)).toEqual(["newest"]);
});

test("useStoredList follows one profile's list, written here or in another tab", () => {
  const { result, rerender } = renderHook(({ profileId }) => useStoredList(list, profileId), {
    initialProps: { profileId: "local" },
  });
  expect(result.current).toEqual([]);
  act(() => list.write("local", [entry("a")]));
  expect(result.current.map((e) => e.id)).toEqual(["a"]);
  act(() => otherTabWrites(list.key("local"), '[{"id":"b","credits":"7"},{"id":"a","credits":"1"}]'));
  expect(result.current).toEqual([entry("b", 7n), entry("a")]);
  const before = result.current;
  act(() => list.write("production", [entry("x")]));
  expect(result.current).toBe(before);
  rerender({ profileId: "production" });
  expect(result.current.map((e) => e.id)).toEqual(["x"]);
});

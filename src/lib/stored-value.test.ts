import { act, renderHook } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import * as v from "valibot";
import { storageKeys } from "./storage-keys";
import { createStoredFamily, createStoredValue, rawStorage, useStoredValue } from "./stored-value";
import { otherTabWrites } from "./storage-test-kit";

const amount = v.object({ name: v.string(), credits: v.pipe(v.string(), v.toBigint()) });
const value = createStoredValue({
  key: "test.value.v1",
  schema: amount,
  fallback: { name: "none", credits: 0n },
});
afterEach(() => vi.restoreAllMocks());

test("a value is stored as JSON, bigints as digit strings, and reads back", () => {
  expect(value.set({ name: "a", credits: 123456789012345678901234567890n })).toBe(true);
  expect(localStorage.getItem("test.value.v1")).toBe(
    '{"name":"a","credits":"123456789012345678901234567890"}',
  );
  localStorage.setItem("test.value.v1", '{"name":"b","credits":"7"}');
  expect(value.get()).toEqual({ name: "b", credits: 7n });
});

test("missing, unreadable or hand-edited text reads as the fallback", () => {
  expect(value.get()).toEqual({ name: "none", credits: 0n });
  localStorage.setItem("test.value.v1", "{not json");
  expect(value.get().name).toBe("none");
  localStorage.setItem("test.value.v1", '{"name":5}');
  expect(value.get().name).toBe("none");
  localStorage.setItem("test.value.v1", '{"name":"x","credits":"1","__proto__":{"polluted":true}}');
  expect(value.get()).toEqual({ name: "x", credits: 1n });
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

test("a text value is the plain string, in the area it names", () => {
  const tabKey = createStoredValue({
    key: "test.text",
    area: "session",
    schema: v.nullable(v.string()),
    fallback: null,
    format: "text",
  });
  tabKey.set("dk_abc");
  expect(sessionStorage.getItem("test.text")).toBe("dk_abc");
  expect(localStorage.getItem("test.text")).toBeNull();
  tabKey.remove();
  expect(tabKey.get()).toBeNull();
});

test("the snapshot is the same object until the stored text changes", () => {
  value.set({ name: "a", credits: 1n });
  const first = value.get();
  expect(value.get()).toBe(first);
  localStorage.setItem("test.value.v1", '{"name":"a","credits":"2"}');
  expect(value.get()).not.toBe(first);
});

test("useStoredValue re-renders on this page's writes and on another tab's", () => {
  const { result } = renderHook(() => useStoredValue(value));
  expect(result.current.name).toBe("none");
  act(() => void value.set({ name: "here", credits: 1n }));
  expect(result.current.name).toBe("here");
  act(() => otherTabWrites("test.value.v1", '{"name":"there","credits":"2"}'));
  expect(result.current).toEqual({ name: "there", credits: 2n });
});

test("when storage refuses the write, the value lasts for this page", () => {
  vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("full", "QuotaExceededError");
  });
  expect(value.set({ name: "unsaved", credits: 3n })).toBe(false);
  expect(value.get().name).toBe("unsaved");
  expect(localStorage.getItem("test.value.v1")).toBeNull();
});

test("a family keeps one value per key and hears every member, here and in other tabs", () => {
  const family = createStoredFamily({ keys: storageKeys.toolInput, schema: v.string(), fallback: "" });
  const heard = vi.fn();
  const stop = family.subscribe(heard);
  family.of("local", "a").set("one");
  expect(family.of("local", "b").get()).toBe("");
  expect(sessionStorage.getItem('tool-input:["local","a"]')).toBe('"one"');
  otherTabWrites("unrelated", "x");
  expect(heard).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new StorageEvent("storage", { key: 'tool-input:["local","b"]' }));
  expect(heard).toHaveBeenCalledTimes(2);
  expect(family.at('tool-input:["local","a"]')).toBe(family.of("local", "a"));
  stop();
});

test("raw access reads nothing and keeps nothing where storage is disabled", () => {
  vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
    throw new DOMException("denied", "SecurityError");
  });
  expect(rawStorage.write("local", "k", "v")).toBe(false);
  expect(rawStorage.read("local", "k")).toBeNull();
  expect(rawStorage.entries("local")).toEqual([]);
});

import { expect, test, vi } from "vitest";
import { createNotifier } from "./notifier";

const otherTabWrites = (key: string | null) => window.dispatchEvent(new StorageEvent("storage", { key }));

test("notify tells every subscriber until it unsubscribes", () => {
  const notifier = createNotifier();
  const first = vi.fn();
  const second = vi.fn();
  const stopFirst = notifier.subscribe(first);
  notifier.subscribe(second);
  notifier.notify();
  stopFirst();
  notifier.notify();
  expect(first).toHaveBeenCalledTimes(1);
  expect(second).toHaveBeenCalledTimes(2);
});

test("a listener that unsubscribes while being told does not stop the others hearing it", () => {
  const notifier = createNotifier();
  const later = vi.fn();
  const stop = notifier.subscribe(() => stop());
  notifier.subscribe(later);
  notifier.notify();
  expect(later).toHaveBeenCalledTimes(1);
});

test("follows another tab's writes of its keys only, dropping its copy before telling", () => {
  const order: string[] = [];
  const notifier = createNotifier({
    matches: (key) => key === null || key === "dash.mine",
    changed: () => order.push("changed"),
  });
  const stop = notifier.subscribe(() => order.push("told"));
  otherTabWrites("dash.other");
  expect(order).toEqual([]);
  otherTabWrites("dash.mine");
  otherTabWrites(null);
  expect(order).toEqual(["changed", "told", "changed", "told"]);

  stop();
  otherTabWrites("dash.mine");
  expect(order).toHaveLength(4);
});

test("without subscribers it does not listen to other tabs at all", () => {
  const changed = vi.fn();
  const add = vi.spyOn(window, "addEventListener");
  const notifier = createNotifier({ matches: () => true, changed });
  otherTabWrites("dash.mine");
  expect(changed).not.toHaveBeenCalled();
  const stopA = notifier.subscribe(() => undefined);
  const stopB = notifier.subscribe(() => undefined);
  expect(add.mock.calls.filter(([type]) => type === "storage")).toHaveLength(1);
  stopA();
  stopB();
  add.mockRestore();
});

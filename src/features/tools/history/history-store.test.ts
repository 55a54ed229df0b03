import { expect, test } from "vitest";
import {
  addToolCall,
  readToolHistory,
  removeToolCall,
  toolHistoryKey,
  updateToolCall,
  type ToolCall,
} from "./history-store";
import { rawStorage } from "../../../lib/stored-value";

const call = (id: string, at: number): ToolCall => ({
  id,
  toolName: "coingecko_searchCoin",
  verticalId: "crypto",
  input: { query: id },
  at,
  latencyMs: 12,
  credits: 1,
  outcome: "ok",
  message: null,
  pinned: false,
  name: null,
});

test("calls are kept per connection profile, newest first", () => {
  addToolCall("local", call("a", 1));
  addToolCall("local", call("b", 2));
  addToolCall("production", call("c", 3));
  expect(readToolHistory("local").map((entry) => entry.id)).toEqual(["b", "a"]);
  expect(readToolHistory("production").map((entry) => entry.id)).toEqual(["c"]);
  expect(rawStorage.read("local", toolHistoryKey("local"))).toContain('"query":"a"');
});

test("pinned and named calls survive the cap; unpinned ones beyond it go", () => {
  addToolCall("local", call("keep", 0));
  updateToolCall("local", "keep", { pinned: true, name: "my favourite" });
  for (let i = 1; i <= 60; i += 1) addToolCall("local", call(`n${i}`, i));
  const entries = readToolHistory("local");
  expect(entries).toHaveLength(51);
  expect(entries.find((entry) => entry.id === "keep")).toMatchObject({ pinned: true, name: "my favourite" });
  removeToolCall("local", "keep");
  expect(readToolHistory("local").some((entry) => entry.id === "keep")).toBe(false);
});

test("a damaged entry is dropped without hiding the others", () => {
  rawStorage.write("local", toolHistoryKey("local"), JSON.stringify([{ id: 1 }, call("ok", 1)]));
  expect(readToolHistory("local").map((entry) => entry.id)).toEqual(["ok"]);
});

test("an input that is not a JSON object is damage, and any parameter name is kept", () => {
  const odd = { ...call("array", 1), input: ["bitcoin"] };
  const named = { ...call("named", 2), input: { constructor: "x", prototype: 1, query: "q" } };
  rawStorage.write("local", toolHistoryKey("custom"), JSON.stringify([odd, named]));
  expect(readToolHistory("custom")).toEqual([named]);
});

test("a hand-edited entry loses __proto__ and constructor.prototype, and pollutes nothing", () => {
  const stored = JSON.stringify([call("x", 1)]).replace(
    '"input":{"query":"x"}',
    '"input":{"query":"x","__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":2}}}',
  );
  rawStorage.write("local", toolHistoryKey("hand-edited"), stored);
  const [entry] = readToolHistory("hand-edited");
  expect(entry?.input).toEqual({ query: "x" });
  expect(Object.keys(entry?.input ?? {})).toEqual(["query"]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

import { expect, test } from "vitest";
import type { SearchEntry } from "./history-schema";
import { historyKey, readHistory, removeEntry, saveEntry } from "./history-store";
import { defaultSearchOptions } from "./search-options";
import { storedText } from "../../../lib/storage-test-kit";

function entry(id: string, balance = 6190n): SearchEntry {
  return {
    kind: "search",
    id,
    at: 1_700_000_000_000,
    options: { ...defaultSearchOptions, query: `query ${id}` },
    result: {
      id,
      summary: "**done**",
      rawData: [{ stepId: "0", toolName: "t", parameters: {}, output: { a: 1 }, error: null }],
      planning: null,
      usage: { estimated: 3, consumed: 2 },
      deterministicSignature: "sig",
      account: { balance, balanceTimestamp: "2026-11-21T13:30:05.123Z" },
    },
  };
}

test("entries are kept per profile, newest first, with credits surviving as bigint", () => {
  saveEntry("local", entry("a"));
  saveEntry("local", entry("b", 123456789012345678901234567890n));
  saveEntry("production", entry("c"));

  const local = readHistory("local");
  expect(local.map((e) => e.id)).toEqual(["b", "a"]);
  expect(local[0]?.result?.account?.balance).toBe(123456789012345678901234567890n);
  expect(readHistory("production").map((e) => e.id)).toEqual(["c"]);
  expect(storedText.read("local", historyKey("local"))).not.toMatch(/apiKey|dk_/);
  // The tools' history key is left alone.
  expect(storedText.read("local", "dash.history.local.v1")).toBeNull();
});

test("saving an entry again moves it to the top; removing forgets it", () => {
  saveEntry("local", entry("a"));
  saveEntry("local", entry("b"));
  saveEntry("local", entry("a"));
  expect(readHistory("local").map((e) => e.id)).toEqual(["a", "b"]);
  removeEntry("local", "search", "a");
  expect(readHistory("local").map((e) => e.id)).toEqual(["b"]);
});

test("a damaged entry is skipped without hiding the others; garbage reads as empty", () => {
  saveEntry("local", entry("a"));
  const stored: unknown[] = JSON.parse(storedText.read("local", historyKey("local")) ?? "[]") as unknown[];
  storedText.write("local", historyKey("local"), JSON.stringify([{ kind: "search", id: 5 }, ...stored]));
  expect(readHistory("local").map((e) => e.id)).toEqual(["a"]);
  storedText.write("local", historyKey("local"), "{not json");
  expect(readHistory("local")).toEqual([]);
});

test("a hand-edited entry loses __proto__ keys in its parameters and output", () => {
  saveEntry("hand-edited", entry("x"));
  const stored = (storedText.read("local", historyKey("hand-edited")) ?? "")
    .replace('"parameters":{}', '"parameters":{"__proto__":{"polluted":1},"q":1}')
    .replace('"output":{"a":1}', '"output":{"a":1,"__proto__":{"polluted":2}}');
  storedText.write("local", historyKey("hand-edited"), stored);
  const [read] = readHistory("hand-edited");
  const step = read?.kind === "search" ? read.result?.rawData?.[0] : undefined;
  expect(step?.parameters).toEqual({ q: 1 });
  expect(Object.keys(step?.output as object)).toEqual(["a"]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

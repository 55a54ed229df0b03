import { storedText } from "../../../lib/storage-test-kit";
import { expect, test } from "vitest";
import { callNotes, listCalls } from "../../../lib/call-records/call-records";
import { readCallNames } from "./call-names";
import { legacyToolHistoryKey, migrateToolHistory } from "./legacy-history";

const call = (id: string, at: number) => ({
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

test("the old tool history moves into the call records once, names and pins kept, then is removed", async () => {
  const named = { ...call("b", 2), pinned: true, name: "my favourite" };
  storedText.write("local", legacyToolHistoryKey("moving"), JSON.stringify([named, call("a", 1)]));
  await migrateToolHistory("moving");

  const records = await listCalls("moving");
  expect(records.map((r) => [r.id, r.kind, r.subject, r.credits, r.creditsSource, r.pinned])).toEqual([
    ["b", "tool", "coingecko_searchCoin", 1n, "listed", true],
    ["a", "tool", "coingecko_searchCoin", 1n, "listed", false],
  ]);
  expect(readCallNames("moving")).toEqual([{ id: "b", name: "my favourite" }]);
  expect(storedText.read("local", legacyToolHistoryKey("moving"))).toBeNull();
  expect(callNotes()).toEqual([]);
});

test("damaged and foreign entries are skipped with a note; the rest still move", async () => {
  const odd = { ...call("array", 1), input: ["bitcoin"] };
  storedText.write("local", legacyToolHistoryKey("damaged"), JSON.stringify([{ id: 1 }, odd, call("ok", 3)]));
  await migrateToolHistory("damaged");
  expect((await listCalls("damaged")).map((r) => r.id)).toEqual(["ok"]);
  expect(callNotes()).toEqual(["Tool history: 2 stored call records could not be read and were skipped."]);
});

test("unreadable JSON is one skipped entry, never a crash", async () => {
  storedText.write("local", legacyToolHistoryKey("broken"), "[{not json");
  await migrateToolHistory("broken");
  expect(await listCalls("broken")).toEqual([]);
  expect(callNotes()).toEqual(["Tool history: 1 stored call record could not be read and was skipped."]);
});

test("a hand-edited entry loses __proto__ and constructor.prototype, and pollutes nothing", async () => {
  const stored = JSON.stringify([call("x", 1)]).replace(
    '"input":{"query":"x"}',
    '"input":{"query":"x","__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":2}}}',
  );
  storedText.write("local", legacyToolHistoryKey("hand-edited"), stored);
  await migrateToolHistory("hand-edited");
  const [record] = await listCalls("hand-edited");
  expect(record?.input).toEqual({ query: "x" });
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

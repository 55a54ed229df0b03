import { storedText } from "../../../lib/storage-test-kit";
import { expect, test } from "vitest";
import { callNotes, listCalls } from "../../../lib/call-records/call-records";
import { historyKey } from "./history-store";
import { importSearchHistory } from "./legacy-import";

const options = {
  query: "price of bitcoin",
  verticalId: "crypto",
  summarize: true,
  model: "kirha",
  instruction: "",
  includeRawData: false,
  includePlanning: false,
  deterministic: false,
};
const result = (id: string) => ({
  id,
  summary: "BTC",
  rawData: null,
  planning: null,
  usage: { estimated: 5, consumed: 4 },
  deterministicSignature: null,
  account: null,
});

test("stored searches become call records once, credits from their usage; damaged entries skipped with a note", async () => {
  storedText.write(
    "local",
    historyKey("search-import"),
    JSON.stringify([
      { kind: "search", id: "s1", at: 2000, options, result: result("s1") },
      { kind: "search", id: "broken", at: "yesterday" },
      { kind: "search", id: "f1", at: 1000, options, result: null, error: { code: "X", message: "down" } },
    ]),
  );
  await importSearchHistory("search-import");
  const records = await listCalls("search-import");
  expect(records.map((r) => [r.kind, r.ref, r.outcome, r.credits, r.creditsSource, r.error])).toEqual([
    ["search", "s1", "ok", 4n, "usage", null],
    ["search", null, "error", null, "not_reported", "down"],
  ]);
  expect((records[0]?.output as { summary: string }).summary).toBe("BTC");
  expect(callNotes()).toEqual(["Search history: 1 stored call record could not be read and was skipped."]);
});

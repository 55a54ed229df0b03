import { expect, test } from "vitest";
import type { CallRecord } from "../../../lib/call-records/call-record";
import { mergeToolCalls } from "./history-store";

const record = (id: string, kind: CallRecord["kind"], extra: Partial<CallRecord> = {}): CallRecord => ({
  id,
  at: 1,
  profileId: "p",
  device: "d",
  kind,
  vertical: "crypto",
  subject: "coingecko_searchCoin",
  input: { query: id },
  credits: 2n,
  creditsSource: "usage",
  latencyMs: 10,
  outcome: "ok",
  error: null,
  output: { coins: [] },
  ref: null,
  pinned: false,
  ...extra,
});

test("the tool history is the tool calls among the records, in their order, each with its name", () => {
  const records = [
    record("b", "tool", { outcome: "error", output: { failure: "tool", message: "no such coin" } }),
    record("s", "search"),
    record("a", "tool", { pinned: true }),
  ];
  const calls = mergeToolCalls([{ id: "a", name: "my favourite" }], records);
  expect(calls.map((c) => [c.id, c.name, c.outcome, c.pinned])).toEqual([
    ["b", null, "tool-error", false],
    ["a", "my favourite", "ok", true],
  ]);
});

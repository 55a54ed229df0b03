import { expect, test } from "vitest";
import { spendCsv } from "./spend-csv";
import type { SpendRow } from "./spend-rows";

const row = (over: Partial<SpendRow>): SpendRow => ({
  id: "c1",
  at: Date.UTC(2026, 10, 20, 9, 30),
  kind: "tool",
  vertical: "crypto",
  subject: "coingecko_getPrice",
  credits: 2n,
  creditsSource: "usage",
  outcome: "ok",
  ref: "exec_1",
  stored: true,
  parts: [],
  ...over,
});

test("writes a header and one CRLF line per row, credits bare and exact", () => {
  expect(
    spendCsv([row({}), row({ kind: "task", subject: "BTC vs ETH", credits: 123456789012345678901n })]),
  ).toBe(
    "time,kind,vertical,subject,credits,credits_source,outcome,ref\r\n" +
      "2026-11-20T09:30:00.000Z,Tool,crypto,coingecko_getPrice,2,usage,ok,exec_1\r\n" +
      "2026-11-20T09:30:00.000Z,Research task,crypto,BTC vs ETH,123456789012345678901,usage,ok,exec_1\r\n",
  );
});

test("quotes commas, quotes and line breaks; an unreported charge and a missing vertical are empty cells", () => {
  const text = spendCsv([
    row({ subject: 'say "hi", then\r\nleave', credits: null, vertical: null, ref: null }),
  ]);
  expect(text.split("\r\n")[1]).toBe(
    '2026-11-20T09:30:00.000Z,Tool,,"say ""hi"", then\r\nleave",,usage,ok,'.split("\r\n")[0],
  );
  expect(text).toContain(',,"say ""hi"", then\r\nleave",,usage,ok,\r\n');
});

test("text that a spreadsheet would run as a formula is guarded; numbers are not", () => {
  const lines = ["=SUM(A1)", "+1 call", "-x", "@cmd", "\tTab", "\rCR"].map(
    (subject) =>
      spendCsv([row({ subject })])
        .split("\r\n")[1]
        ?.split(",")[3],
  );
  expect(lines.slice(0, 4)).toEqual(["'=SUM(A1)", "'+1 call", "'-x", "'@cmd"]);
  expect(spendCsv([row({ subject: "\tTab" })])).toContain(`,'\tTab,`);
  expect(spendCsv([row({ subject: "\rCR" })])).toContain(`,"'\rCR",`);
  expect(spendCsv([row({ subject: "-12.5", credits: -3n })])).toContain(",-12.5,-3,");
});

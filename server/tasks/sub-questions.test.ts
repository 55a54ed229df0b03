import { expect, test } from "vitest";
import { loadDatasets } from "../tools/datasets.ts";
import { decompose, MAX_CANDIDATES, MAX_SUB_QUESTIONS } from "./sub-questions.ts";

const data = loadDatasets();
const asked = (query: string) => {
  const plan = decompose(query, data);
  return plan.ok ? plan.questions.map((q) => q.question) : plan.reason;
};

test("each clause, then a background question per named coin, at most five", () => {
  expect(asked("price of BTC in EUR; price of ETH in USD")).toEqual([
    "price of BTC in EUR",
    "price of ETH in USD",
    "Tell me about Bitcoin",
    "Tell me about Ethereum",
  ]);
  const coins = ["BTC", "ETH", "SOL", "DOGE", "ADA", "XRP"];
  expect(asked(coins.map((c) => `price of ${c} in EUR`).join("; "))).toEqual(
    coins.slice(0, MAX_SUB_QUESTIONS).map((c) => `price of ${c} in EUR`),
  );
});

test("a clause repeated a thousand times is one candidate", () => {
  // 999 copies of one clause the planner cannot plan, then one it can: were each copy tried, the
  // second clause would lie past the candidate limit and the query would be unanswerable.
  expect(asked(`${"zzqx;".repeat(999)} price of BTC in EUR`)).toEqual([
    "price of BTC in EUR",
    "Tell me about Bitcoin",
  ]);
});

test(`past ${MAX_CANDIDATES} distinct candidates the rest is not tried`, () => {
  const noise = (n: number) => Array.from({ length: n }, (_, i) => `zzqx${i}`).join("; ");
  expect(asked(`${noise(MAX_CANDIDATES)}; price of BTC in EUR`)).toMatch(/^No part of the question/);
  expect(asked(`${noise(MAX_CANDIDATES - 1)}; price of BTC in EUR`)).toEqual(["price of BTC in EUR"]);
});

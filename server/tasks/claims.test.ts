import type { StepOutcome } from "../search/run-steps.ts";
import { draftClaims, tableOf, validateClaims } from "./claims.ts";
import type { StoredStep } from "./step-store.ts";

const price: StepOutcome = {
  ok: true,
  parameters: {},
  output: {
    prices: [
      { coinId: "bitcoin", price: "67321.45" },
      { coinId: "ethereum", price: "3512.08" },
    ],
    context: "Prices: BTC 67321.45 USD, ETH 3512.08 USD.",
  },
};
const step = (outcomes: StepOutcome[], status: StoredStep["status"] = "done"): StoredStep => ({
  position: 0,
  question: "prices",
  vertical: "crypto",
  planId: "p",
  status,
  steps: outcomes.map((_o, i) => ({
    id: `step-${i + 1}`,
    tool_name: "coingecko_getCoinPrice",
    parameters: {},
    reasoning: "",
  })),
  outcomes,
  consumed: 1n,
  error: null,
});

it("drafts one claim per successful step, citing it, with a table when the output has rows", () => {
  const claims = draftClaims([step([price, { ok: false, parameters: null, error: "boom" }])]);
  expect(claims).toEqual([
    {
      cite: { position: 0, step: 0 },
      tool_name: "coingecko_getCoinPrice",
      text: "Prices: BTC 67321.45 USD, ETH 3512.08 USD.",
      table: {
        columns: ["coinId", "price"],
        rows: [
          ["bitcoin", "67321.45"],
          ["ethereum", "3512.08"],
        ],
      },
    },
  ]);
});

it("keeps claims their cited output backs and rejects the others with a reason", () => {
  const steps = [step([price, { ok: false, parameters: null, error: "boom" }])];
  const [good] = draftClaims(steps);
  const altered = { ...good!, text: "Prices: BTC 99999 USD." };
  const badTable = { ...good!, text: "Prices.", table: { columns: ["coinId"], rows: [["dogecoin"], ["x"]] } };
  const uncited = { ...good!, cite: { position: 0, step: 1 } };
  const nowhere = { ...good!, cite: { position: 3, step: 0 } };
  const { kept, rejected } = validateClaims([good!, altered, badTable, uncited, nowhere], steps);
  expect(kept).toEqual([good]);
  expect(rejected).toEqual([
    'sub-question 1, step 1: "99999" is not in the cited output',
    'sub-question 1, step 1: "dogecoin" is not in the cited output',
    "sub-question 1, step 2: cites no successful data call",
    "sub-question 4, step 1: cites no successful data call",
  ]);
});

it("finds no table in single rows or scalar outputs", () => {
  expect(tableOf({ coins: [{ id: "bitcoin" }] })).toBeUndefined();
  expect(tableOf("text")).toBeUndefined();
  expect(tableOf({ tags: ["a", "b"] })).toBeUndefined();
});

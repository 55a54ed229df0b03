import { expect, test } from "vitest";
import type { Reading } from "../model/balance-history";
import { movementsOf } from "./balance-movement";

const reading = (total: bigint, firstSeen: number, lastSeen = firstSeen): Reading => ({
  total,
  subscription: 0n,
  topUp: total,
  firstSeen,
  lastSeen,
});
const cause = (at: number, text: string) => ({ billingBaseUrl: "b", at, text });

test("each change gets the causes recorded between the two readings, or none", () => {
  const readings = [reading(100n, 10, 20), reading(300n, 40, 50), reading(250n, 70)];
  const causes = [cause(5, "too early"), cause(30, "Top-up of invoice inv_1"), cause(60, "Tool echo")];
  expect(movementsOf(readings, causes)).toEqual([
    { at: 40, delta: 200n, total: 300n, causes: ["Top-up of invoice inv_1"] },
    { at: 70, delta: -50n, total: 250n, causes: ["Tool echo"] },
  ]);
  expect(movementsOf(readings, [])[0]?.causes).toEqual([]);
});

import { expect, test } from "vitest";
import { formatClock, formatCreditDelta } from "./credit-format";

test("the clock reads as en-US 24-hour two-digit time, midnight and noon included", () => {
  const intl = new Intl.DateTimeFormat("en-US", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  for (const [hours, minutes] of [
    [0, 0],
    [0, 5],
    [9, 5],
    [12, 0],
    [13, 59],
    [23, 59],
  ]) {
    const at = new Date(2026, 10, 22, hours, minutes, 30).getTime();
    expect(formatClock(at)).toBe(intl.format(at));
  }
  expect(formatClock(new Date(2026, 10, 22, 7, 3).getTime())).toBe("07:03");
});

test("a delta carries a plus or a true minus sign and grouped digits", () => {
  expect(formatCreditDelta(1500n)).toBe("+1,500");
  expect(formatCreditDelta(-15n)).toBe("\u221215");
});

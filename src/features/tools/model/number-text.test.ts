import { expect, test } from "vitest";
import { readNumber } from "./number-text";

test("thousands separators are read as the top-up form reads them; values stay exact", () => {
  expect(readNumber("1,000,000,000")).toEqual({ kind: "number", value: 1_000_000_000 });
  expect(readNumber("1_000.25")).toEqual({ kind: "number", value: 1000.25 });
  expect(readNumber("-12,345")).toEqual({ kind: "number", value: -12345 });
  expect(readNumber("2.50")).toEqual({ kind: "number", value: 2.5 });
  expect(readNumber("1e3")).toEqual({ kind: "number", value: 1000 });
  expect(readNumber(" ")).toEqual({ kind: "empty" });
  // Not groups of three: a decimal comma, or a typo, is not silently read as another number.
  expect(readNumber("1,5")).toEqual({ kind: "text" });
  expect(readNumber("10,00")).toEqual({ kind: "text" });
  // More digits than JSON's number carries exactly: never rounded behind the user's back.
  expect(readNumber("12,345,678,901,234,567,891")).toEqual({ kind: "inexact", text: "12345678901234567891" });
  expect(readNumber("9007199254740993")).toEqual({ kind: "inexact", text: "9007199254740993" });
  expect(readNumber("9007199254740992")).toEqual({ kind: "number", value: 9007199254740992 });
});

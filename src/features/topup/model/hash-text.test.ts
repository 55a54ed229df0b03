import { expect, test } from "vitest";
import { hashFromText } from "./hash-text";

const HASH = `0x${"ab".repeat(32)}`;

test("a hash, or an explorer link to one, yields the hash; anything else nothing", () => {
  expect(hashFromText(` ${HASH} `)).toBe(HASH);
  expect(hashFromText(`https://etherscan.io/tx/${HASH}`)).toBe(HASH);
  expect(hashFromText(`https://sepolia.etherscan.io/tx/${HASH}#eventlog`)).toBe(HASH);
  expect(hashFromText(`https://explorer.example/tx/${HASH}/internal`)).toBe(HASH);
  expect(hashFromText(`https://etherscan.io/address/${HASH.slice(0, 42)}`)).toBeNull();
  expect(hashFromText("0x1234")).toBeNull();
  expect(hashFromText(`https://etherscan.io/tx/${HASH}00`)).toBeNull();
});

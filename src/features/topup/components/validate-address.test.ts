import { expect, test } from "vitest";
import { validateAddress } from "./whitelist-add-form";

const A = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

test("the zero address is refused in words, and a listed address is said to be listed", () => {
  expect(validateAddress(`0x${"0".repeat(40)}`)).toEqual({
    error: "That is the zero address, which no one can send from; enter the paying wallet's address.",
  });
  expect(validateAddress(A.toLowerCase(), [A])).toEqual({ error: `${A} is already listed.` });
  expect(validateAddress(A.toLowerCase(), [])).toEqual({ address: A });
});

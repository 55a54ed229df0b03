import { expect, test } from "vitest";
import { eip681Uri } from "./eip681";

const destination = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

test("a native payment carries the exact wei as value on the currency's chain", () => {
  expect(eip681Uri({ chainId: 31337, token: null, destination, amount: 10_000_000_000_000_000n })).toBe(
    `ethereum:${destination}@31337?value=10000000000000000`,
  );
});

test("a token payment calls transfer on the token with the destination and exact units", () => {
  const token = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
  expect(eip681Uri({ chainId: 1, token, destination, amount: 25_000_000n })).toBe(
    `ethereum:${token}@1/transfer?address=${destination}&uint256=25000000`,
  );
});

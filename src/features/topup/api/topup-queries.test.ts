import { expect, test } from "vitest";
import { testConnection } from "../../../test/fixtures/connection";
import {
  fundsQueries,
  fundsRequestOf,
  topUpMutations,
  topUpQueries,
  whitelistMutations,
  whitelistQueries,
} from "./topup-queries";

const root = topUpQueries.all(testConnection);

test("every top-up query and mutation is keyed under the one top-up root", () => {
  const keys = [
    topUpQueries.list(testConnection).queryKey,
    topUpMutations.create(testConnection).mutationKey,
    topUpMutations.complete(testConnection).mutationKey,
  ];
  for (const key of keys) expect(key.slice(0, root.length)).toEqual([...root]);
  const whitelistRoot = whitelistQueries.all(testConnection);
  for (const m of [whitelistMutations.add, whitelistMutations.remove])
    expect(m(testConnection).mutationKey.slice(0, whitelistRoot.length)).toEqual([...whitelistRoot]);
});

test("the funds check's key is its whole input, equal for equal inputs and different for another amount", () => {
  const chain = { id: 31337, name: "Local", rpcUrl: "http://127.0.0.1:8545", explorerUrl: null };
  const from = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
  const tx = { to: from, value: 10n ** 16n, input: "0x" } as const;
  const key = (value: bigint) =>
    fundsQueries.check(fundsRequestOf(chain, from, { ...tx, value }, null)).queryKey;
  expect(key(10n ** 16n)).toEqual(key(10n ** 16n));
  expect(key(10n ** 16n)).not.toEqual(key(10n ** 16n + 1n));
  expect(key(10n ** 16n)).toContainEqual(
    expect.objectContaining({ tx: { to: from, value: "10000000000000000", input: "0x" } }),
  );
  // No wallet, or the wallet on another chain: nothing to check.
  expect(fundsQueries.check(fundsRequestOf(null, from, tx, null)).enabled).toBe(false);
  expect(fundsQueries.check(fundsRequestOf(chain, undefined, tx, null)).enabled).toBe(false);
});

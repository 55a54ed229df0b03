import { expect, test } from "vitest";
import { wagmiConfigFor } from "./config";

const chain = { id: 31337, name: "Anvil", rpcUrl: "http://127.0.0.1:8545", explorerUrl: null };

test("every provider of one chain gets the same wagmi config, so they share one wallet connection", () => {
  expect(wagmiConfigFor({ ...chain })).toBe(wagmiConfigFor({ ...chain }));
  expect(wagmiConfigFor({ ...chain, rpcUrl: "http://127.0.0.1:9545" })).not.toBe(wagmiConfigFor(chain));
});

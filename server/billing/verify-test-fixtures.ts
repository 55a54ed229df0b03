import { isAddressEqual, parseAbi, type Address, type Hash, type Hex } from "viem";
import { startAnvil, type Anvil } from "../chain/anvil.ts";
import { DEV_ACCOUNT_0, EXPECTED_TOKEN_ADDRESS } from "../chain/bootstrap.ts";
import { createChainDeps, type ChainDeps } from "../chain/clients.ts";
import testUsd from "../chain/generated/test-usd.json" with { type: "json" };

import { forwarderBytecode } from "../../common/forwarder-test-kit.ts";

export { forwarderAbi, forwarderBytecode } from "../../common/forwarder-test-kit.ts";

/** Anvil's dev account 1: unlocked on every fresh chain, pays in the tests. */
export const PAYER: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

export interface TestChain {
  anvil: Anvil;
  chain: ChainDeps;
  token: Address;
  sendEth(to: Address, value: bigint): Promise<Hash>;
  sendUsdc(to: Address, value: bigint, opts?: { gas?: bigint }): Promise<Hash>;
  deployForwarder(): Promise<Address>;
  stop(): Promise<void>;
}

/** A fresh anvil with TestUSD deployed where the default config expects it and the payer holding some. */
export async function startTestChain(): Promise<TestChain> {
  const anvil = await startAnvil({ port: 0 });
  const chain = createChainDeps(anvil.url);
  const { walletClient: wallet, publicClient } = chain;
  const mined = async (hash: Hash) => {
    if (await chain.testClient.getAutomine()) await publicClient.waitForTransactionReceipt({ hash });
    return hash;
  };
  const deploy = async (bytecode: Hex) => {
    const hash = await wallet.deployContract({
      account: DEV_ACCOUNT_0,
      chain: wallet.chain,
      abi: [],
      bytecode,
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (!receipt.contractAddress) throw new Error("deployment failed");
    return receipt.contractAddress;
  };
  const token = await deploy(testUsd.bytecode as Hex);
  if (!isAddressEqual(token, EXPECTED_TOKEN_ADDRESS)) throw new Error(`TestUSD landed at ${token}`);
  await mined(
    await wallet.writeContract({
      account: DEV_ACCOUNT_0,
      chain: wallet.chain,
      address: token,
      abi: tokenAbi,
      functionName: "mint",
      args: [PAYER, 1_000_000_000_000n],
    }),
  );
  return {
    anvil,
    chain,
    token,
    sendEth: async (to, value) =>
      mined(await wallet.sendTransaction({ account: PAYER, chain: wallet.chain, to, value })),
    sendUsdc: async (to, value, opts = {}) =>
      mined(
        await wallet.writeContract({
          account: PAYER,
          chain: wallet.chain,
          address: token,
          abi: tokenAbi,
          functionName: "transfer",
          args: [to, value],
          gas: opts.gas,
        }),
      ),
    deployForwarder: () => deploy(forwarderBytecode),
    stop: () => anvil.stop(),
  };
}

const tokenAbi = parseAbi([
  "function mint(address to, uint256 value)",
  "function transfer(address to, uint256 value) returns (bool)",
]);

import { getAddress, parseAbi, parseUnits, type Address, type Hex } from "viem";
import { startAnvil, type Anvil } from "../chain/anvil.ts";
import { createChainDeps, type ChainDeps } from "../chain/clients.ts";
import testUsd from "../chain/generated/test-usd.json" with { type: "json" };
import { makeTestApp } from "../test-support.ts";
import { findTool } from "./catalog.ts";
import { runTool } from "./executor.ts";
import { client } from "./routes-test-kit.ts";
import { outputErrors, toolContext } from "./test-helpers.ts";
import type { Tool } from "./types.ts";

// Anvil's default accounts 0 and 1 are unlocked, so the node signs for them.
const DEPLOYER: Address = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const ALICE: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const BOB: Address = getAddress("0x000000000000000000000000000000000000b0b0");
const tokenAbi = parseAbi([
  "function mint(address to, uint256 value)",
  "function transfer(address to, uint256 value) returns (bool)",
]);

const tool = (name: string): Tool => {
  const found = findTool(name);
  if (found === undefined) throw new Error(name);
  return found;
};

describe("chain tools against a real anvil", () => {
  let anvil: Anvil;
  let chain: ChainDeps;
  let token: Address;
  let transferHash: Hex;

  beforeAll(async () => {
    anvil = await startAnvil({ port: 0 });
    chain = createChainDeps(anvil.url);
    const { walletClient, publicClient } = chain;
    const send = async (hash: Hex) => {
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      if (receipt.status !== "success") throw new Error(`setup transaction ${hash} reverted`);
      return receipt;
    };
    const deployed = await send(
      await walletClient.deployContract({
        account: DEPLOYER,
        chain: walletClient.chain,
        abi: testUsd.abi,
        bytecode: testUsd.bytecode as Hex,
      }),
    );
    token = getAddress(deployed.contractAddress ?? "0x");
    const write = (account: Address, functionName: "mint" | "transfer", args: [Address, bigint]) =>
      walletClient.writeContract({
        account,
        chain: walletClient.chain,
        address: token,
        abi: tokenAbi,
        functionName,
        args,
      });
    await send(await write(DEPLOYER, "mint", [ALICE, parseUnits("1000", 6)]));
    transferHash = await write(ALICE, "transfer", [BOB, parseUnits("250.5", 6)]);
    await send(transferHash);
  });
  afterAll(async () => {
    await anvil.stop();
  });

  const run = async (name: string, input: unknown) => {
    const result = await runTool(tool(name), input, toolContext(chain));
    if (result.ok) expect(outputErrors(tool(name), result.output)).toEqual([]);
    return result;
  };

  it("reads native and token balances at the current block", async () => {
    const native = await run("chain_getBalance", { address: ALICE.toLowerCase() });
    const wei = await chain.publicClient.getBalance({ address: ALICE });
    expect(native).toMatchObject({
      ok: true,
      output: { address: ALICE, token: null, symbol: "ETH", balance: wei.toString() },
    });
    const usdc = await run("chain_getBalance", { address: BOB, token });
    expect(usdc).toMatchObject({
      ok: true,
      output: { token, symbol: "USDC", decimals: 6, balance: "250500000", formatted: "250.5" },
    });
  });

  it("computes holders from Transfer logs, largest first", async () => {
    const result = await run("dunesim_getTokenHolders", { tokenAddress: token });
    expect(result).toMatchObject({
      ok: true,
      output: {
        token: { address: token, symbol: "USDC", totalSupply: "1000000000" },
        holderCount: 2,
        holders: [
          { address: ALICE, balance: "749500000", formatted: "749.5", sharePct: "74.95" },
          { address: BOB, balance: "250500000", formatted: "250.5", sharePct: "25.05" },
        ],
      },
    });
  });

  it("looks up a transaction with its decoded token transfer, and fails in-band for unknown ones", async () => {
    const found = await run("chain_getTransaction", { hash: transferHash });
    expect(found).toMatchObject({
      ok: true,
      output: {
        transaction: {
          from: ALICE,
          to: token,
          status: "success",
          tokenTransfers: [{ token, from: ALICE, to: BOB, value: "250500000" }],
        },
      },
    });
    const missing = `0x${"ab".repeat(32)}`;
    expect(await run("chain_getTransaction", { hash: missing })).toEqual({
      ok: false,
      kind: "failed",
      error: `No transaction ${missing} on chain 31337`,
    });
    expect(await run("chain_getBalance", { address: BOB, chainId: 1 })).toMatchObject({
      ok: false,
      kind: "failed",
    });
    expect(await run("dunesim_getTokenHolders", { tokenAddress: BOB })).toEqual({
      ok: false,
      kind: "failed",
      error: `No contract at ${BOB}`,
    });
  });

  it("names a mined transaction's block even while the node still answers it as pending", async () => {
    // Anvil answers the transaction from its pool for a moment after its receipt is out.
    const { publicClient } = chain;
    const getTransaction = (async (args: Parameters<typeof publicClient.getTransaction>[0]) => ({
      ...(await publicClient.getTransaction(args)),
      blockHash: null,
      blockNumber: null,
      transactionIndex: null,
    })) as unknown as typeof publicClient.getTransaction;
    const racy = { ...chain, publicClient: { ...publicClient, getTransaction } };
    const mined = await publicClient.getTransactionReceipt({ hash: transferHash });
    const result = await runTool(tool("chain_getTransaction"), { hash: transferHash }, toolContext(racy));
    expect(result).toMatchObject({
      ok: true,
      output: { transaction: { blockNumber: mined.blockNumber.toString(), status: "success" } },
    });
    expect(result.ok && (result.output as { context: string }).context).toContain(
      `success in block ${mined.blockNumber}`,
    );
  });

  it("executes a chain tool over HTTP and charges its price", async () => {
    const t = await makeTestApp({ chain, dialect: "production" });
    try {
      const api = client(t);
      const { status, body } = await api.execute({
        tool_name: "chain_getBalance",
        input: { address: BOB, token },
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        is_error: false,
        output: { formatted: "250.5" },
        usage: { estimated: 3, consumed: 3 },
      });
      expect(await api.balance()).toEqual({ balance: 1497, subscription_balance: 997, top_up_balance: 500 });
    } finally {
      await t.close();
    }
  });
});

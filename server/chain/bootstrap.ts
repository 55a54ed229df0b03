import { getAddress, parseAbi, parseEther, parseUnits, type Address, type Hex } from "viem";
import type { ChainDeps } from "./clients.ts";
import testUsd from "./generated/test-usd.json" with { type: "json" };
import {
  newLocalChainRecord,
  readLocalChainRecord,
  withPaymentKey,
  writeLocalChainRecord,
  type LocalChainRecord,
} from "./local-chain-file.ts";

/** Anvil's first default account; deploying from it at nonce 0 always yields the same address. */
export const DEV_ACCOUNT_0: Address = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
export const EXPECTED_TOKEN_ADDRESS: Address = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
/** An address nobody can own code at in practice; slot 0 holds this chain's instance marker. */
export const MARKER_ADDRESS: Address = "0x00000000000000000000000000000000c4a1d000";
const ZERO_SLOT: Hex = `0x${"0".repeat(64)}`;

export const TEST_WALLET_ETH = parseEther("100");
export const TEST_WALLET_USDC = parseUnits("10000", 6);

const mintAbi = parseAbi(["function mint(address to, uint256 value)"]);

/** Where the ledger remembers which chain instance its used transaction hashes belong to. */
export interface LedgerMarker {
  read(): Promise<Hex | null>;
  write(instance: Hex): Promise<void>;
}

export class ChainLedgerMismatchError extends Error {
  constructor(reason: string) {
    super(
      `The local chain and the ledger in DATA_DIR do not belong together (${reason}). ` +
        "A fresh chain repeats transaction hashes, so a ledger must never outlive its chain. " +
        "Run `npm run reset` to wipe both.",
    );
    this.name = "ChainLedgerMismatchError";
  }
}

export async function readChainMarker(chain: ChainDeps): Promise<Hex | null> {
  const value = await chain.publicClient.getStorageAt({ address: MARKER_ADDRESS, slot: ZERO_SLOT });
  return value === undefined || BigInt(value) === 0n ? null : value;
}

/** First start: deploy TestUSD, fund a test wallet, mark chain and ledger. Later: check they match. */
export async function bootstrapChain(
  chain: ChainDeps,
  opts: { dataDir: string; ledger: LedgerMarker },
): Promise<LocalChainRecord> {
  const [onChain, onLedger] = await Promise.all([readChainMarker(chain), opts.ledger.read()]);
  const record = readLocalChainRecord(opts.dataDir);
  if (onChain === null && onLedger === null && record === null) return firstStart(chain, opts);
  if (onChain === null) throw new ChainLedgerMismatchError("the chain was reset but the ledger was not");
  if (onLedger === null) throw new ChainLedgerMismatchError("the ledger was reset but the chain was not");
  if (record === null) throw new ChainLedgerMismatchError("local-chain.json is missing");
  if (onChain !== record.instance || onLedger !== record.instance) {
    throw new ChainLedgerMismatchError("their instance markers differ");
  }
  const code = await chain.publicClient.getCode({ address: record.token });
  if (code === undefined || code === "0x") throw new ChainLedgerMismatchError("the test token is missing");
  return withPaymentKey(opts.dataDir, record);
}

async function firstStart(chain: ChainDeps, opts: { dataDir: string; ledger: LedgerMarker }) {
  const { publicClient, walletClient, testClient } = chain;
  const nonce = await publicClient.getTransactionCount({ address: DEV_ACCOUNT_0 });
  if (nonce !== 0) throw new ChainLedgerMismatchError("the chain has history but no instance marker");
  const deployHash = await walletClient.deployContract({
    account: DEV_ACCOUNT_0,
    chain: walletClient.chain,
    abi: testUsd.abi,
    bytecode: testUsd.bytecode as Hex,
  });
  const deployed = await publicClient.waitForTransactionReceipt({ hash: deployHash });
  if (deployed.status !== "success" || !deployed.contractAddress)
    throw new Error("TestUSD deployment failed");
  const record = newLocalChainRecord(getAddress(deployed.contractAddress));
  await testClient.setBalance({ address: record.testWallet.address, value: TEST_WALLET_ETH });
  const mintHash = await walletClient.writeContract({
    account: DEV_ACCOUNT_0,
    chain: walletClient.chain,
    address: record.token,
    abi: mintAbi,
    functionName: "mint",
    args: [record.testWallet.address, TEST_WALLET_USDC],
  });
  const minted = await publicClient.waitForTransactionReceipt({ hash: mintHash });
  if (minted.status !== "success") throw new Error("TestUSD mint to the test wallet failed");
  writeLocalChainRecord(opts.dataDir, record);
  await testClient.setStorageAt({ address: MARKER_ADDRESS, index: ZERO_SLOT, value: record.instance });
  await opts.ledger.write(record.instance);
  return record;
}

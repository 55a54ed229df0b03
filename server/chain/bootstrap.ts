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
import type { SharedChainRecord } from "./shared-chain.ts";

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

export async function readChainMarker(chain: ChainDeps): Promise<Hex | null> {
  const value = await chain.publicClient.getStorageAt({ address: MARKER_ADDRESS, slot: ZERO_SLOT });
  return value === undefined || BigInt(value) === 0n ? null : value;
}

/** What bootstrapChain found: the record to run with, and whether the ledger's chain is gone. */
export interface BootstrapResult {
  record: LocalChainRecord;
  /**
   * Set when the ledger's credits were made on a chain instance that is not this one (the chain
   * was reset or replaced under a kept ledger): every credit must be reversed before the ledger
   * is marked with this chain's instance (`opts.ledger.write(record.instance)`, the caller's job).
   */
  ledgerChainGone: string | null;
}

/**
 * Makes the chain ready and says how it relates to the ledger; it never refuses to start.
 * A fresh chain is bootstrapped (TestUSD, the test wallet, an instance marker), keeping the keys of
 * an existing local-chain.json, since invoice addresses derive from its payment key. A fresh
 * ledger on a known chain simply adopts it: invoices it creates are only paid by transactions mined
 * after them, so the chain's older transactions cannot pay them.
 */
export async function prepareChain(
  chain: ChainDeps,
  opts: { dataDir: string; ledger: LedgerMarker },
): Promise<BootstrapResult> {
  const [onChain, onLedger] = await Promise.all([readChainMarker(chain), opts.ledger.read()]);
  const stored = readLocalChainRecord(opts.dataDir);
  const keys = stored === null ? null : withPaymentKey(opts.dataDir, stored);
  let record: LocalChainRecord;
  if (onChain === null) {
    record = await markFreshChain(chain, keys);
  } else {
    record = { ...(keys ?? newLocalChainRecord(EXPECTED_TOKEN_ADDRESS)), instance: onChain };
    const code = await chain.publicClient.getCode({ address: record.token });
    if (code === undefined || code === "0x") record = { ...record, token: await deployToken(chain) };
    if (keys === null) await fundTestWallet(chain, record);
  }
  if (JSON.stringify(record) !== JSON.stringify(stored)) writeLocalChainRecord(opts.dataDir, record);
  const ledgerChainGone =
    onLedger === null || onLedger === record.instance
      ? null
      : onChain === null
        ? "the chain was reset under the ledger (its state file was lost or replaced)"
        : "the ledger belongs to another chain instance";
  return { record, ledgerChainGone };
}

/**
 * prepareChain for a ledger with no credits to reconcile (the web tests' in-memory one): the
 * ledger is marked with the chain's instance at once. The stack reconciles first (server/stack.ts).
 */
export async function bootstrapChain(
  chain: ChainDeps,
  opts: { dataDir: string; ledger: LedgerMarker },
): Promise<LocalChainRecord> {
  const { record } = await prepareChain(chain, opts);
  await opts.ledger.write(record.instance);
  return record;
}

/** A chain without marker: deploy TestUSD, fund the test wallet, mark it with a new instance. */
async function markFreshChain(chain: ChainDeps, keys: LocalChainRecord | null): Promise<LocalChainRecord> {
  const token = await deployToken(chain);
  const fresh = newLocalChainRecord(token);
  const record = keys === null ? fresh : { ...keys, token, instance: fresh.instance };
  await fundTestWallet(chain, record);
  await chain.testClient.setStorageAt({ address: MARKER_ADDRESS, index: ZERO_SLOT, value: record.instance });
  return record;
}

/** From dev account 0; at its nonce 0 (a fresh chain) TestUSD lands at EXPECTED_TOKEN_ADDRESS. */
async function deployToken(chain: ChainDeps): Promise<Address> {
  const { publicClient, walletClient } = chain;
  const deployHash = await walletClient.deployContract({
    account: DEV_ACCOUNT_0,
    chain: walletClient.chain,
    abi: testUsd.abi,
    bytecode: testUsd.bytecode as Hex,
  });
  const deployed = await publicClient.waitForTransactionReceipt({ hash: deployHash });
  if (deployed.status !== "success" || !deployed.contractAddress)
    throw new Error("TestUSD deployment failed");
  return getAddress(deployed.contractAddress);
}

async function fundTestWallet(
  chain: ChainDeps,
  record: Pick<LocalChainRecord, "testWallet" | "token">,
): Promise<void> {
  const { publicClient, walletClient, testClient } = chain;
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
}

/** What the stack runs with on a chain described by the database's shared record. */
export interface SharedChainResult {
  instance: Hex | null;
  token: Address | null;
  ledgerChainGone: string | null;
}

/**
 * prepareChain for the anvil this stack spawned, with the keys of the database's shared record
 * (server/chain/shared-chain.ts) instead of a DATA_DIR file: a fresh chain is bootstrapped, a known
 * one adopted (the test wallet funded when the record did not know this chain). The caller saves
 * the instance and token, reconciles, then marks the ledger.
 */
export async function prepareSpawnedChain(
  chain: ChainDeps,
  opts: { shared: SharedChainRecord; ledger: LedgerMarker },
): Promise<SharedChainResult> {
  const [onChain, onLedger] = await Promise.all([readChainMarker(chain), opts.ledger.read()]);
  const { shared } = opts;
  let instance: Hex;
  let token: Address;
  if (onChain === null) {
    token = await deployToken(chain);
    await fundTestWallet(chain, { testWallet: shared.testWallet, token });
    instance = newLocalChainRecord(token).instance;
    await chain.testClient.setStorageAt({ address: MARKER_ADDRESS, index: ZERO_SLOT, value: instance });
  } else {
    instance = onChain;
    token = shared.token ?? EXPECTED_TOKEN_ADDRESS;
    const code = await chain.publicClient.getCode({ address: token });
    if (code === undefined || code === "0x") token = await deployToken(chain);
    if (shared.instance !== onChain) await fundTestWallet(chain, { testWallet: shared.testWallet, token });
  }
  const ledgerChainGone =
    onLedger === null || onLedger === instance
      ? null
      : onChain === null
        ? "the chain was reset under the ledger (its state file was lost or replaced)"
        : "the ledger belongs to another chain instance";
  return { instance, token, ledgerChainGone };
}

/**
 * An existing chain this stack did not start (CHAIN_RPC_URL): read only, never a cheat method. Its
 * token is the shared record's, else TestUSD at its usual address when code is there, else none.
 * The ledger is neither judged nor marked here: the instance that owns the chain does that; this
 * one's reconciliation checks each recent credit's transaction (server/billing/reconcile.ts).
 */
export async function prepareRemoteChain(
  chain: ChainDeps,
  opts: { shared: SharedChainRecord },
): Promise<SharedChainResult> {
  const instance = await readChainMarker(chain);
  const candidate = opts.shared.token ?? EXPECTED_TOKEN_ADDRESS;
  const code = await chain.publicClient.getCode({ address: candidate });
  const token = code === undefined || code === "0x" ? null : candidate;
  return { instance, token, ledgerChainGone: null };
}

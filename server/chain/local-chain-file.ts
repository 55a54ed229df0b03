import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isAddress, isHex, type Address, type Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { isExtendedPrivateKey, newPaymentKey, treasuryAccount } from "../billing/payment-addresses.ts";

/** What the stack remembers about the chain it bootstrapped; lives in DATA_DIR next to the state. */
export interface LocalChainRecord {
  instance: Hex;
  token: Address;
  treasury: Address;
  testWallet: { privateKey: Hex; address: Address };
  /**
   * Root extended private key ("xprv…") of the service's HD key: invoice N is paid to
   * m/44'/60'/0'/0/N (server/billing/payment-addresses.ts). Records written before per-invoice
   * addresses lack it; bootstrapChain adds one on start.
   */
  paymentKey: string;
}

/** A record as read from disk, possibly from before `paymentKey` existed. */
export type StoredLocalChainRecord = Omit<LocalChainRecord, "paymentKey"> & { paymentKey?: string };

export function localChainFile(dataDir: string): string {
  return join(dataDir, "local-chain.json");
}

export function readLocalChainRecord(dataDir: string): StoredLocalChainRecord | null {
  const file = localChainFile(dataDir);
  if (!existsSync(file)) return null;
  const raw: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (!isStoredRecord(raw)) throw new Error(`${file} is not a local chain record; run npm run reset`);
  return raw;
}

export function writeLocalChainRecord(dataDir: string, record: LocalChainRecord): void {
  mkdirSync(dataDir, { recursive: true });
  const file = localChainFile(dataDir);
  // Write then rename, so a crash never leaves half a record behind.
  writeFileSync(`${file}.tmp`, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}

export function newLocalChainRecord(token: Address): LocalChainRecord {
  const walletKey = generatePrivateKey();
  const paymentKey = newPaymentKey();
  return {
    instance: `0x${randomBytes(32).toString("hex")}`,
    token,
    // Derived from the payment key, so what is swept there can be recovered. Data dirs from before
    // the payment key keep their random treasury, whose key was never kept.
    treasury: treasuryAccount(paymentKey).address,
    testWallet: { privateKey: walletKey, address: privateKeyToAccount(walletKey).address },
    paymentKey,
  };
}

/** The record with a payment key, generating and saving one for a data dir from before them. */
export function withPaymentKey(dataDir: string, record: StoredLocalChainRecord): LocalChainRecord {
  if (record.paymentKey !== undefined) return { ...record, paymentKey: record.paymentKey };
  const upgraded = { ...record, paymentKey: newPaymentKey() };
  writeLocalChainRecord(dataDir, upgraded);
  return upgraded;
}

function isStoredRecord(value: unknown): value is StoredLocalChainRecord {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  const wallet = v.testWallet as Record<string, unknown> | undefined;
  return (
    isHex(v.instance) &&
    typeof v.token === "string" &&
    isAddress(v.token) &&
    typeof v.treasury === "string" &&
    isAddress(v.treasury) &&
    typeof wallet === "object" &&
    isHex(wallet.privateKey) &&
    typeof wallet.address === "string" &&
    isAddress(wallet.address) &&
    (v.paymentKey === undefined || isExtendedPrivateKey(v.paymentKey))
  );
}

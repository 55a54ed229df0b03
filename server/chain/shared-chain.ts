import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { getAddress, isHex, type Address, type Hex } from "viem";
import { paymentPublicKey } from "../billing/payment-addresses.ts";
import type { Db, Queryable } from "../db/db.ts";
import { EXPECTED_TOKEN_ADDRESS, type LedgerMarker } from "./bootstrap.ts";
import {
  newLocalChainRecord,
  readLocalChainRecord,
  withPaymentKey,
  writeLocalChainRecord,
} from "./local-chain-file.ts";

/** The chain as every instance on one database sees it (table `service_chain`, migration 009). */
export interface SharedChainRecord {
  chainId: number;
  /** The marker of the chain instance last bootstrapped; null on a chain nobody marked. */
  instance: Hex | null;
  /** The test token (USDC); null on a chain where none was deployed. */
  token: Address | null;
  treasury: Address;
  /** Public extended key ("xpub…") invoice addresses derive from. */
  paymentPublicKey: string;
  testWallet: { privateKey: Hex; address: Address };
}

interface Row {
  chain_id: number;
  chain_instance: string | null;
  token: string | null;
  treasury: string;
  payment_public_key: string;
  test_wallet_key: string;
  test_wallet_address: string;
}

const COLUMNS =
  "chain_id, chain_instance, token, treasury, payment_public_key, test_wallet_key, test_wallet_address";

function fromRow(row: Row): SharedChainRecord {
  return {
    chainId: row.chain_id,
    instance: isHex(row.chain_instance) ? row.chain_instance : null,
    token: row.token === null ? null : getAddress(row.token),
    treasury: getAddress(row.treasury),
    paymentPublicKey: row.payment_public_key,
    testWallet: { privateKey: row.test_wallet_key as Hex, address: getAddress(row.test_wallet_address) },
  };
}

export async function readSharedChain(db: Queryable): Promise<SharedChainRecord | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM service_chain`);
  return rows[0] === undefined ? null : fromRow(rows[0]);
}

/**
 * The shared record, seeded on first start. Instances starting together on one PostgreSQL database
 * would each find no row and seed their own keys, so the read and the insert run under one advisory
 * lock. The first seed takes what this DATA_DIR already has (local-chain.json and the ledger's
 * db/chain-instance from before migration 009), so `npm start` on an existing DATA_DIR keeps its
 * keys, token and chain; otherwise new keys, whose private part is written to local-chain.json.
 */
export function seedSharedChain(
  db: Db,
  opts: { dataDir: string; chainId: number },
): Promise<SharedChainRecord> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('service_chain'))");
    const existing = await readSharedChain(tx);
    if (existing !== null) return existing;
    const stored = readLocalChainRecord(opts.dataDir);
    const local = stored === null ? null : withPaymentKey(opts.dataDir, stored);
    const record = local ?? newLocalChainRecord(EXPECTED_TOKEN_ADDRESS);
    if (local === null) writeLocalChainRecord(opts.dataDir, record);
    const ledgerFile = join(opts.dataDir, "db", "chain-instance");
    const ledgerValue = existsSync(ledgerFile) ? readFileSync(ledgerFile, "utf8").trim() : "";
    const { rows } = await tx.query<Row>(
      `INSERT INTO service_chain (chain_id, chain_instance, ledger_instance, token, treasury,
         payment_public_key, test_wallet_key, test_wallet_address)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
      [
        opts.chainId,
        local === null ? null : local.instance,
        isHex(ledgerValue) ? ledgerValue : null,
        local === null ? null : local.token,
        record.treasury,
        paymentPublicKey(record.paymentKey),
        record.testWallet.privateKey,
        record.testWallet.address,
      ],
    );
    if (rows[0] === undefined) throw new Error("service_chain: the seeded row was not returned");
    return fromRow(rows[0]);
  });
}

/**
 * Records what the bootstrap of a spawned chain found or made: its marker and its token. A new
 * marker (a chain started afresh) forgets the persisted head, which belonged to the old chain.
 */
export async function saveChainBootstrap(db: Queryable, instance: Hex, token: Address | null): Promise<void> {
  await db.query(
    `UPDATE service_chain SET chain_instance = $1, token = $2,
       persisted_block = CASE WHEN chain_instance = $1 THEN persisted_block END,
       persisted_block_hash = CASE WHEN chain_instance = $1 THEN persisted_block_hash END`,
    [instance, token],
  );
}

/** The ledger's chain instance, shared by every instance on the database (was DATA_DIR/db/chain-instance). */
export function dbLedgerMarker(db: Queryable): LedgerMarker {
  return {
    read: async () => {
      const { rows } = await db.query<{ ledger_instance: string | null }>(
        "SELECT ledger_instance FROM service_chain",
      );
      const value = rows[0]?.ledger_instance ?? null;
      return isHex(value) ? value : null;
    },
    write: async (instance) => {
      await db.query("UPDATE service_chain SET ledger_instance = $1", [instance]);
    },
  };
}

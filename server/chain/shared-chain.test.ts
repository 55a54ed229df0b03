import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { paymentPublicKey } from "../billing/payment-addresses.ts";
import { openDb } from "../db/db.ts";
import { seedDatabase } from "../testing/seeded-data-dir.ts";
import { openTestDb } from "../testing/test-db.ts";
import { EXPECTED_TOKEN_ADDRESS } from "./bootstrap.ts";
import { newLocalChainRecord, readLocalChainRecord, writeLocalChainRecord } from "./local-chain-file.ts";
import { dbLedgerMarker, seedSharedChain } from "./shared-chain.ts";

describe("the chain record shared through the database", () => {
  let dir = "";
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "shared-chain-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it(
    "takes an existing DATA_DIR's keys, token, chain and ledger marker on first start",
    { timeout: 180_000 },
    async () => {
      const old = newLocalChainRecord(EXPECTED_TOKEN_ADDRESS);
      writeLocalChainRecord(dir, old);
      // The migrated image, as an existing DATA_DIR has it (initdb is not what this is about).
      await seedDatabase(dir);
      const ledgerInstance = `0x${"ab".repeat(32)}` as const;
      writeFileSync(join(dir, "db", "chain-instance"), `${ledgerInstance}\n`);
      const db = await openDb({ dataDir: join(dir, "db") });
      try {
        const shared = await seedSharedChain(db, { dataDir: dir, chainId: 31337 });
        expect(shared).toEqual({
          chainId: 31337,
          instance: old.instance,
          token: EXPECTED_TOKEN_ADDRESS,
          treasury: old.treasury,
          paymentPublicKey: paymentPublicKey(old.paymentKey),
          testWallet: old.testWallet,
        });
        expect(await dbLedgerMarker(db).read()).toBe(ledgerInstance);
        // A second start reads the row; the file is no longer consulted.
        writeLocalChainRecord(dir, newLocalChainRecord(EXPECTED_TOKEN_ADDRESS));
        expect(await seedSharedChain(db, { dataDir: dir, chainId: 31337 })).toEqual(shared);
      } finally {
        await db.close();
      }
    },
  );

  it(
    "seeds new keys on an empty DATA_DIR, keeping the private key in local-chain.json only",
    { timeout: 180_000 },
    async () => {
      const db = await openTestDb();
      try {
        const shared = await seedSharedChain(db, { dataDir: dir, chainId: 31337 });
        const file = readLocalChainRecord(dir);
        expect(file?.paymentKey).toBeDefined();
        expect(shared.paymentPublicKey).toBe(paymentPublicKey(file?.paymentKey as string));
        expect(shared.token).toBeNull();
        const { rows } = await db.query<Record<string, unknown>>("SELECT * FROM service_chain");
        expect(JSON.stringify(rows)).not.toContain("xprv");
      } finally {
        await db.close();
      }
    },
  );
});

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isHex } from "viem";
import type { LedgerMarker } from "./bootstrap.ts";

/**
 * The ledger's copy of the chain instance marker, kept inside the database directory so that
 * wiping the ledger wipes the marker with it (PostgreSQL ignores foreign files in its data dir).
 */
export function fileLedgerMarker(dbDir: string): LedgerMarker {
  const file = join(dbDir, "chain-instance");
  return {
    read: () => {
      if (!existsSync(file)) return Promise.resolve(null);
      const value = readFileSync(file, "utf8").trim();
      return Promise.resolve(isHex(value) ? value : null);
    },
    write: (instance) => {
      writeFileSync(file, `${instance}\n`);
      return Promise.resolve();
    },
  };
}

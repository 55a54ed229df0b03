import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { migratedImage } from "../db/template.ts";

/**
 * Puts the cached migrated database image where a stack on `dataDir` opens its PGlite database
 * (`dataDir/db`), so its first start skips initdb and the migrations (docs/performance.md). The
 * image's members are PGDATA-relative. What a first start does with an empty data dir is left to
 * the tests of openDb and the migrations (db.test.ts).
 */
export async function seedDatabase(dataDir: string): Promise<void> {
  const image = await migratedImage();
  const tar = join(dataDir, "db-image.tar");
  mkdirSync(join(dataDir, "db"), { recursive: true });
  writeFileSync(tar, new Uint8Array(await image.arrayBuffer()));
  execFileSync("tar", ["-xf", tar, "-C", join(dataDir, "db")], { stdio: "ignore" });
  rmSync(tar);
}

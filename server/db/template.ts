import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { openPglite } from "./db.ts";
import { migrate } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";

const root = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));
const cacheDir = root("node_modules/.cache/pglite-template");

/** Changes whenever a migration or the PGlite build changes, so a stale image is never used. */
async function templateKey(): Promise<string> {
  const pglite = await readFile(root("node_modules/@electric-sql/pglite/package.json"), "utf8");
  const version = (JSON.parse(pglite) as { version?: string }).version ?? "unknown";
  return createHash("sha256").update(version).update(JSON.stringify(migrations)).digest("hex").slice(0, 16);
}

async function buildImage(): Promise<Blob> {
  const db = await openPglite();
  await migrate(db, migrations);
  const image = await db.dumpDataDir();
  await db.close();
  return image;
}

/**
 * A migrated, empty database image for tests. initdb costs 1-3 s (much more under load) per fresh
 * in-memory database and per test file; loading this image costs ~0.4 s. Cached on disk across
 * test workers; written to a temporary name and renamed so parallel workers never read half a file.
 */
export async function migratedImage(): Promise<Blob> {
  const file = `${cacheDir}/${await templateKey()}.tar`;
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const image = await buildImage();
    await mkdir(cacheDir, { recursive: true });
    const temp = `${file}.${randomBytes(4).toString("hex")}.tmp`;
    await writeFile(temp, new Uint8Array(await image.arrayBuffer()));
    await rename(temp, file);
    return image;
  }
}

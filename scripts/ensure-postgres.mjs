// Finds Debian's PostgreSQL server binaries, installing the `postgresql` package with apt-get when
// they are missing (the tests start a throwaway server of their own: server/testing/postgres-server.ts).
// Mirrors scripts/ensure-chromium.mjs. POSTGRES_BIN, when set, names the bin directory instead.
import { existsSync, readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const DEBIAN_ROOT = "/usr/lib/postgresql";

/** The newest /usr/lib/postgresql/<major>/bin holding initdb and postgres, or null. */
export function findPostgresBin() {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  if (!existsSync(DEBIAN_ROOT)) return null;
  const majors = readdirSync(DEBIAN_ROOT)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const major of majors) {
    const bin = join(DEBIAN_ROOT, major, "bin");
    if (existsSync(join(bin, "postgres")) && existsSync(join(bin, "initdb"))) return bin;
  }
  return null;
}

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: "inherit" });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} exited with ${result.status}`);
}

function privilegePrefix() {
  if (process.getuid?.() === 0) return [];
  const sudo = spawnSync("sudo", ["-n", "true"]);
  if (sudo.status === 0) return ["sudo", "-n"];
  throw new Error(
    "PostgreSQL is missing and installing it needs root. Run as root, allow passwordless sudo, " +
      "or install it yourself (`apt-get install postgresql`) and set POSTGRES_BIN if it lives elsewhere.",
  );
}

/** The bin directory of a PostgreSQL server, installed with apt-get when missing. */
export function ensurePostgres() {
  const found = findPostgresBin();
  if (found) {
    if (!existsSync(join(found, "postgres")))
      throw new Error(`POSTGRES_BIN=${found} holds no postgres binary.`);
    return found;
  }
  const prefix = privilegePrefix();
  // One lock around update + install (shared with ensure-chromium): a second concurrent run waits,
  // then finds the package installed.
  const script =
    `ls ${DEBIAN_ROOT}/*/bin/postgres >/dev/null 2>&1 || { apt-get update && ` +
    `DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql; }`;
  console.log("Installing Debian's postgresql (apt-get, about 30 s)...");
  const [cmd, ...rest] = [...prefix, "flock", "/tmp/apt.lock", "sh", "-c", script];
  run(cmd, rest);
  const bin = findPostgresBin();
  if (!bin) throw new Error(`apt-get finished but no PostgreSQL server is under ${DEBIAN_ROOT}.`);
  return bin;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    console.log(`PostgreSQL: ${ensurePostgres()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { ensurePostgres } from "../../scripts/ensure-postgres.mjs";
import { freeFixedPort } from "./fixed-port.ts";

/** A throwaway PostgreSQL server for tests, on 127.0.0.1 and a free port, in a temporary directory. */
export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/<database> (trust auth: no password). */
  url(database?: string): string;
  port: number;
  /** The running server process (a new one after `resume()`). */
  readonly pid: number;
  /**
   * Stops the server by its PID (fast shutdown: sessions end, committed work is kept) and keeps its
   * data; `resume()` starts it again on the same port, so clients find it where it was.
   */
  pause(): Promise<void>;
  resume(): Promise<void>;
  /** A role that must log in with a password (`sandbox`/`sandbox`), for wrong-password tests. */
  passwordUser: { name: string; password: string };
  stop(): Promise<void>;
}

/** initdb and postgres refuse to run as root: as root, run them as Debian's `postgres` system user. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim());
  const gid = Number(spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout.trim());
  if (!Number.isInteger(uid) || !Number.isInteger(gid) || uid === 0)
    throw new Error(
      "Running as root needs the `postgres` system user (created by Debian's postgresql package).",
    );
  return { uid, gid };
}

async function waitReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited with ${child.exitCode}; see ${logFile}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      if (Date.now() > deadline)
        throw new Error(`postgres did not accept connections in 60 s; see ${logFile}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/**
 * Starts a PostgreSQL server (Debian's binaries, installed when missing) in a fresh temporary
 * directory. Durability is off (fsync, synchronous_commit): the data is thrown away at `stop()`.
 * The server is stopped by its own PID (SIGINT: PostgreSQL's "fast" shutdown).
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = ensurePostgres();
  const user = serverUser();
  const dir = mkdtempSync(join(tmpdir(), "dash-pg-"));
  const dataDir = join(dir, "data");
  const socketDir = join(dir, "socket");
  mkdirSync(socketDir);
  if (user) {
    chownSync(dir, user.uid, user.gid);
    chownSync(socketDir, user.uid, user.gid);
  }
  const initdb = spawnSync(
    join(bin, "initdb"),
    ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"],
    { encoding: "utf8", ...user },
  );
  if (initdb.status !== 0) throw new Error(`initdb failed: ${initdb.stderr || initdb.error?.message}`);
  // Trust for the test superuser; a password for `sandbox`, so a wrong password can be tested.
  writeFileSync(
    join(dataDir, "pg_hba.conf"),
    [
      "local all all trust",
      "host all sandbox 127.0.0.1/32 scram-sha-256",
      "host all all 127.0.0.1/32 trust",
      "",
    ].join("\n"),
  );
  if (user) chownSync(join(dataDir, "pg_hba.conf"), user.uid, user.gid);

  const port = await freeFixedPort();
  const logFile = join(dir, "postgres.log");
  const log = openSync(logFile, "a");
  if (user) chownSync(logFile, user.uid, user.gid);
  const launch = () =>
    spawn(
      join(bin, "postgres"),
      [
        ["-D", dataDir],
        ["-p", String(port)],
        ["-k", socketDir],
        ["-c", "listen_addresses=127.0.0.1"],
        ["-c", "fsync=off"],
        ["-c", "synchronous_commit=off"],
        ["-c", "full_page_writes=off"],
        // Test pools: several per test file, and a few files at once.
        ["-c", "max_connections=300"],
      ].flat(),
      { stdio: ["ignore", log, log], ...user },
    );
  let child = launch();
  const url = (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const halt = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGINT");
      await exited;
    }
  };
  const stop = async () => {
    await halt();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitReady(url(), child, logFile);
    const admin = new pg.Client({ connectionString: url() });
    await admin.connect();
    await admin.query("CREATE ROLE sandbox LOGIN SUPERUSER PASSWORD 'sandbox'");
    await admin.end();
  } catch (error) {
    await stop();
    throw error;
  }
  if (child.pid === undefined) throw new Error("postgres did not start");
  return {
    url,
    port,
    get pid() {
      return child.pid as number;
    },
    passwordUser: { name: "sandbox", password: "sandbox" },
    pause: halt,
    resume: async () => {
      if (child.exitCode === null && child.signalCode === null) return;
      child = launch();
      await waitReady(url(), child, logFile);
    },
    stop,
  };
}

#!/usr/bin/env node
// `npm run reset`: wipe DATA_DIR, the chain and the ledger together. A ledger must never outlive
// its chain (a fresh chain repeats transaction hashes), so they are never reset one at a time.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const dataDir = resolve(process.env.DATA_DIR || join(root, ".data"));

function runningPid() {
  const file = join(dataDir, "stack.pid");
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, "utf8").trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return error.code === "EPERM" ? pid : null;
  }
}

if ([root, homedir(), "/"].includes(dataDir)) {
  console.error(`Refusing to wipe ${dataDir}: DATA_DIR must be a directory of its own.`);
  process.exit(1);
}
const pid = runningPid();
if (pid !== null) {
  console.error(`A stack (pid ${pid}) is running on ${dataDir}. Stop it (Ctrl-C) first, then reset.`);
  process.exit(1);
}
if (!existsSync(dataDir)) {
  console.log(`Nothing to reset: ${dataDir} does not exist.`);
} else {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Wiped ${dataDir} (chain and ledger). The next npm start begins from a fresh state.`);
}

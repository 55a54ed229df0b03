#!/usr/bin/env node
// `npm run reset`: wipe DATA_DIR, the chain and the ledger together. Never needed after a crash: a
// chain that lost its state is reconciled on start (its credits reversed); this starts from nothing.
import { existsSync, rmSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const dataDir = resolve(process.env.DATA_DIR || join(root, ".data"));

if ([root, homedir(), "/"].includes(dataDir)) {
  console.error(`Refusing to wipe ${dataDir}: DATA_DIR must be a directory of its own.`);
  process.exit(1);
}
// Nothing to wipe needs nothing else: on a fresh clone node_modules (and tsx) may not exist yet.
if (!existsSync(dataDir)) {
  console.log(`Nothing to reset: ${dataDir} does not exist.`);
  process.exit(0);
}
// The same check the stack makes before it starts (one stack per DATA_DIR).
const { tsImport } = await import("tsx/esm/api");
const { runningStackPid } = await tsImport("../server/stack-lock.ts", import.meta.url);
const pid = runningStackPid(dataDir);
if (pid !== null) {
  console.error(`A stack (pid ${pid}) is running on ${dataDir}. Stop it (Ctrl-C) first, then reset.`);
  process.exit(1);
}
// An anvil left running by a killed stack would write its state back into the wiped directory.
const { stopLeftoverAnvil } = await tsImport("../server/chain/anvil-pid.ts", import.meta.url);
await stopLeftoverAnvil(join(dataDir, "anvil.pid"), join(dataDir, "chain-state.json"), console.log);
rmSync(dataDir, { recursive: true, force: true });
console.log(`Wiped ${dataDir} (chain and ledger). The next npm start begins from a fresh state.`);

#!/usr/bin/env node
// Installs dependencies when they are missing or out of date with the lockfile. Plain Node with no
// dependencies, because it runs before node_modules exists. Importable (`ensureDeps()`) or runnable.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const root = join(import.meta.dirname, "..");
const lockfile = join(root, "package-lock.json");
const modules = join(root, "node_modules");
const stamp = join(modules, ".ensure-deps-stamp");

const lockHash = () => createHash("sha256").update(readFileSync(lockfile)).digest("hex");

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

/**
 * Without a matching stamp (an install made by hand, or a lockfile that changed), compare the
 * lockfile with npm's record of the installed tree, so an up-to-date tree is not reinstalled.
 */
function installedTreeMatches() {
  const wanted = readJson(lockfile)?.packages;
  const installed = readJson(join(modules, ".package-lock.json"))?.packages;
  if (!wanted || !installed) return false;
  return Object.entries(wanted).every(([path, entry]) => {
    if (path === "" || entry.link) return true;
    const have = installed[path];
    // Optional packages for other platforms are never installed; that is not a mismatch.
    if (!have) return Boolean(entry.optional);
    return have.version === entry.version;
  });
}

/** Returns "current" or "installed"; throws when `npm ci` fails. */
export function ensureDeps({ log = console.log } = {}) {
  const hash = lockHash();
  if (existsSync(modules)) {
    if (existsSync(stamp) && readFileSync(stamp, "utf8").trim() === hash) return "current";
    if (installedTreeMatches()) {
      writeFileSync(stamp, `${hash}\n`);
      return "current";
    }
    log("node_modules is out of date with package-lock.json: running npm ci…");
  } else {
    log("node_modules is missing: running npm ci…");
  }
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(npm, ["ci", "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npm ci failed (exit ${result.status ?? result.signal})`);
  writeFileSync(stamp, `${hash}\n`);
  return "installed";
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    console.log(`Dependencies: ${ensureDeps()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

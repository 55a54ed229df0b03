// Installs Debian's Chromium for Playwright when it is missing: `npx playwright install` cannot
// download browsers on these machines, and CI starts from a fresh one.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";

export function chromiumPath() {
  return process.env.CHROME_PATH || "/usr/bin/chromium";
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
    "Chromium is missing and installing it needs root. Run as root, allow passwordless sudo, " +
      "or install it yourself (`apt-get install chromium`) and set CHROME_PATH if it lives elsewhere.",
  );
}

export function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  if (process.env.CHROME_PATH) throw new Error(`CHROME_PATH points at ${path}, which does not exist.`);
  const prefix = privilegePrefix();
  // One lock around update + install: a second concurrent run waits, then finds Chromium installed.
  const script =
    "test -x /usr/bin/chromium || { apt-get update && " +
    "DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium; }";
  console.log("Installing Debian's Chromium (apt-get, about 30 s)...");
  const [cmd, ...rest] = [...prefix, "flock", "/tmp/apt.lock", "sh", "-c", script];
  run(cmd, rest);
  if (!existsSync(path)) throw new Error(`apt-get finished but ${path} is still missing.`);
  return path;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

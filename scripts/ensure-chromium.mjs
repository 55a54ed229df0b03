// Installs Debian's Chromium when it is missing: `npx playwright install` cannot download browsers on
// these machines, and CI starts from a fresh one. Two builds of the same Chromium:
// - the end-to-end tests drive the headless shell, as Playwright itself does by default: on 2 cores it
//   runs the suite in about half the time of the full browser in headless mode (docs/performance.md);
// - the bench drives the full browser, as Lighthouse and the figures in docs/performance.md always have.
// CHROME_PATH, when set, replaces both.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";

export const BROWSERS = {
  // The binary itself, not /usr/bin/chromium-headless-shell: that wrapper stays as the parent process,
  // and a browser is stopped by its own PID.
  e2e: { pkg: "chromium-headless-shell", path: "/usr/lib/chromium/chromium-headless-shell" },
  bench: { pkg: "chromium", path: "/usr/bin/chromium" },
};

/** @param {keyof typeof BROWSERS} use */
export function chromiumPath(use) {
  return process.env.CHROME_PATH || BROWSERS[use].path;
}

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: "inherit" });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} exited with ${result.status}`);
}

function privilegePrefix(pkg) {
  if (process.getuid?.() === 0) return [];
  const sudo = spawnSync("sudo", ["-n", "true"]);
  if (sudo.status === 0) return ["sudo", "-n"];
  throw new Error(
    `${pkg} is missing and installing it needs root. Run as root, allow passwordless sudo, ` +
      `or install it yourself (\`apt-get install ${pkg}\`) and set CHROME_PATH if it lives elsewhere.`,
  );
}

/** @param {keyof typeof BROWSERS} use */
export function ensureChromium(use) {
  const path = chromiumPath(use);
  if (existsSync(path)) return path;
  if (process.env.CHROME_PATH) throw new Error(`CHROME_PATH points at ${path}, which does not exist.`);
  const { pkg } = BROWSERS[use];
  const prefix = privilegePrefix(pkg);
  // One lock around update + install: a second concurrent run waits, then finds the package installed.
  const script =
    `test -x ${path} || { apt-get update && ` +
    `DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${pkg}; }`;
  console.log(`Installing Debian's ${pkg} (apt-get, about 30 s)...`);
  const [cmd, ...rest] = [...prefix, "flock", "/tmp/apt.lock", "sh", "-c", script];
  run(cmd, rest);
  if (!existsSync(path)) throw new Error(`apt-get finished but ${path} is still missing.`);
  return path;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    for (const use of /** @type {const} */ (["e2e", "bench"]))
      console.log(`Chromium (${use}): ${ensureChromium(use)}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chainSettings, databaseUrl, envSetting, parseDialect, type EnvName } from "./config.ts";
import { outputLine } from "./http/shown.ts";
import { serveBanner } from "./serve-banner.ts";
import { startStack, type Stack } from "./stack.ts";
import { startBanner } from "./start-banner.ts";
import { parseAllowedHosts } from "./web/host-guard.ts";
import { parseProxyUpstreams } from "./web/proxy.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
/** `npm run serve`: one sandbox instance, no build step and no local-stack banner (scripts/start.mjs is `npm start`). */
const serving = process.argv.includes("--serve");

function parsePort(name: EnvName, fallback: number): number {
  const raw = envSetting(name);
  if (raw === undefined || raw === "") return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}

/** DIST_DIR="" (set by `npm run dev`) means Vite serves the dashboard, not this process. */
function distDir(): string | undefined {
  const dir = envSetting("DIST_DIR") ?? join(root, "dist");
  if (dir === "") return undefined;
  if (!existsSync(join(dir, "index.html"))) {
    const builder = serving ? "npm run build makes it" : "npm start builds it";
    console.warn(`No built dashboard in ${dir}; serving the service only (${builder}).`);
    return undefined;
  }
  return resolve(dir);
}

async function main(): Promise<void> {
  const dataDir = resolve(envSetting("DATA_DIR") || join(root, ".data"));
  const started = performance.now();
  const dist = distDir();
  let stack: Stack;
  try {
    stack = await startStack({
      port: parsePort("PORT", 8787),
      // A free port by default: anvil's WebSocket answers any web page that knows its port.
      chainPort: parsePort("CHAIN_PORT", 0),
      dataDir,
      testMode: false,
      distDir: dist,
      dialect: parseDialect(envSetting("DIALECT")),
      proxyUpstreams: parseProxyUpstreams(envSetting("PROXY_UPSTREAMS")),
      allowedHosts: parseAllowedHosts(envSetting("ALLOWED_HOSTS")),
      // Log lines quote callers' text and libraries' errors: URLs cut, control characters escaped.
      log: (line) => console.log(outputLine(line)),
    });
  } catch (error) {
    console.error(
      `\n${serving ? "The service" : "The local stack"} did not start: ${outputLine(error instanceof Error ? error.message : String(error))}`,
    );
    process.exit(1);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const { rpcUrl, chainId } = chainSettings();
  console.log(
    serving
      ? serveBanner({
          url: stack.url,
          dashboard: dist !== undefined,
          databaseUrl: databaseUrl(),
          chainRpcUrl: rpcUrl,
          chainId,
          dataDir,
          seconds,
        })
      : startBanner({
          url: stack.url,
          dashboard: dist !== undefined,
          apiKey: stack.apiKey,
          chainUrl: stack.chainUrl,
          dataDir,
          seconds,
        }),
  );

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the stack…`);
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(outputLine(`Stopping failed: ${String(error)}`));
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

void main();

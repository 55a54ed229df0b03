import { serve, type ServerType } from "@hono/node-server";
import { mkdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createApp } from "./app.ts";
import { seedDevAccount } from "./auth/dev-account.ts";
import { paymentPublicKey } from "./billing/payment-addresses.ts";
import { startAnvil, type Anvil } from "./chain/anvil.ts";
import { bootstrapChain } from "./chain/bootstrap.ts";
import { createChainDeps } from "./chain/clients.ts";
import { fileLedgerMarker } from "./chain/ledger-marker.ts";
import { localChainConfig } from "./chain/local-config.ts";
import { defaultConfig, type Dialect } from "./config.ts";
import { openDb, type Db } from "./db/db.ts";
import { acquireStackLock } from "./stack-lock.ts";
import { DEFAULT_PROXY_UPSTREAMS } from "./web/proxy.ts";
import { createSite, isServicePath } from "./web/site.ts";

export interface StackOptions {
  port: number;
  chainPort: number;
  dataDir: string;
  testMode: boolean;
  distDir?: string;
  dialect?: Dialect;
  proxyUpstreams?: string[];
  log?: (s: string) => void;
}

export interface Stack {
  url: string;
  chainUrl: string;
  apiKey: string;
  stop(): Promise<void>;
}

/** anvil + PGlite + service + dashboard + /config.json + proxy, on one 127.0.0.1 listener. */
export async function startStack(opts: StackOptions): Promise<Stack> {
  mkdirSync(opts.dataDir, { recursive: true });
  const cleanups: (() => Promise<void> | void)[] = [acquireStackLock(opts.dataDir)];
  const stopAll = async () => {
    // Reverse order: the listener goes first so no request reaches a closed DB or chain.
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    const anvil: Anvil = await startAnvil({
      port: opts.chainPort,
      stateFile: join(opts.dataDir, "chain-state.json"),
    });
    cleanups.push(() => anvil.stop());
    const dbDir = join(opts.dataDir, "db");
    const db: Db = await openDb({ dataDir: dbDir });
    cleanups.push(() => db.close());

    const chain = createChainDeps(anvil.url);
    const record = await bootstrapChain(chain, { dataDir: opts.dataDir, ledger: fileLedgerMarker(dbDir) });
    const local = localChainConfig(record, anvil.url);
    const { apiKey } = await seedDevAccount(db);
    const dialect = opts.dialect ?? "spec";
    const config = defaultConfig({
      dialect,
      testMode: opts.testMode,
      currencies: local.currencies,
      treasury: record.treasury,
      paymentKey: paymentPublicKey(record.paymentKey),
    });
    const app = createApp({ db, config, chain, log: opts.log });
    const site = createSite({
      apiKey,
      dialect,
      chain: local,
      topUp: {
        maxCredits: Number(config.limits.topUpMaxCredits),
        confirmations: config.limits.confirmations,
      },
      proxyUpstreams: opts.proxyUpstreams ?? DEFAULT_PROXY_UPSTREAMS,
      distDir: opts.distDir,
      log: opts.log,
    });

    const server = await listen(opts.port, (request) =>
      isServicePath(new URL(request.url).pathname) ? app.fetch(request) : site.fetch(request),
    );
    cleanups.push(() => closeServer(server));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}`, chainUrl: anvil.url, apiKey, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function listen(
  port: number,
  fetch: (request: Request) => Response | Promise<Response>,
): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname: "127.0.0.1" }, () => resolve(server));
    server.once("error", reject);
  });
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive sockets (a browser tab) would otherwise hold close() open indefinitely.
    if ("closeAllConnections" in server) server.closeAllConnections();
  });
}

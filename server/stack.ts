import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { createApp } from "./app.ts";
import { seedDevAccount } from "./auth/dev-account.ts";
import { paymentPublicKey } from "./billing/payment-addresses.ts";
import { startAnvil, type Anvil } from "./chain/anvil.ts";
import { bootstrapChain } from "./chain/bootstrap.ts";
import { createChainDeps } from "./chain/clients.ts";
import { fileLedgerMarker } from "./chain/ledger-marker.ts";
import { localChainConfig } from "./chain/local-config.ts";
import { databaseUrl, defaultConfig, type Dialect } from "./config.ts";
import { openDb, type Db } from "./db/db.ts";
import { acquireStackLock } from "./stack-lock.ts";
import { openListener, type Listener } from "./web/listener.ts";
import { DEFAULT_PROXY_UPSTREAMS } from "./web/proxy.ts";
import { createSite } from "./web/site.ts";

export interface StackOptions {
  port: number;
  chainPort: number;
  dataDir: string;
  testMode: boolean;
  distDir?: string;
  dialect?: Dialect;
  proxyUpstreams?: string[];
  /** Host names besides the stack's own loopback ones that it answers (ALLOWED_HOSTS). */
  allowedHosts?: string[];
  log?: (s: string) => void;
}

export interface Stack {
  url: string;
  /** Anvil's own URL, for tools and tests on this machine; browsers get `${url}/chain`. */
  chainUrl: string;
  apiKey: string;
  stop(): Promise<void>;
}

/** anvil + PGlite + service + dashboard + /config.json + proxy, on one 127.0.0.1 listener. */
export async function startStack(opts: StackOptions): Promise<Stack> {
  mkdirSync(opts.dataDir, { recursive: true });
  const cleanups: (() => Promise<void> | void)[] = [acquireStackLock(opts.dataDir)];
  let listener: Listener | undefined;
  const stopAll = async () => {
    // The listener goes first so no request reaches a closed DB or chain; the rest in reverse order.
    await listener?.close();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    // Listening first: anvil's --allow-origin is the dashboard's origin, which holds the port.
    listener = await openListener({ port: opts.port, allowedHosts: opts.allowedHosts });
    const anvil: Anvil = await startAnvil({
      port: opts.chainPort,
      stateFile: join(opts.dataDir, "chain-state.json"),
      allowOrigin: listener.url,
    });
    cleanups.push(() => anvil.stop());
    const dbDir = join(opts.dataDir, "db");
    const db: Db = await openDb({ dataDir: dbDir, url: databaseUrl() });
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

    listener.ready({ app, site });
    return { url: listener.url, chainUrl: anvil.url, apiKey, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

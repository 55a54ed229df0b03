import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Hex } from "viem";
import { createApp } from "../app.ts";
import { seedDevAccount } from "../auth/dev-account.ts";
import { paymentPublicKey } from "../billing/payment-addresses.ts";
import { startAnvil } from "../chain/anvil.ts";
import { bootstrapChain, type LedgerMarker } from "../chain/bootstrap.ts";
import { createChainDeps } from "../chain/clients.ts";
import { localChainConfig } from "../chain/local-config.ts";
import { defaultConfig } from "../config.ts";
import { openDb } from "../db/db.ts";
import { migratedImage } from "../db/template.ts";
import { openListener, type Listener } from "../web/listener.ts";
import { DEFAULT_PROXY_UPSTREAMS } from "../web/proxy.ts";
import { createSite } from "../web/site.ts";

export interface ReferenceService {
  url: string;
  chainUrl: string;
  stop(): Promise<void>;
}

/** The ledger's chain marker only needs to outlive one test run, so memory will do. */
function memoryLedgerMarker(): LedgerMarker {
  let instance: Hex | null = null;
  return {
    read: () => Promise.resolve(instance),
    write: (next) => {
      instance = next;
      return Promise.resolve();
    },
  };
}

/**
 * What `startStack({testMode: true})` serves (service, /config.json, proxy; anvil for top-ups),
 * minus the dashboard, with the database loaded from the migrated template: startStack's initdb
 * into a data directory costs 5-15 s on this machine, the template well under one.
 */
export async function startReferenceService(): Promise<ReferenceService> {
  const dataDir = mkdtempSync(join(tmpdir(), "web-tests-"));
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(dataDir, { recursive: true, force: true })];
  let listener: Listener | undefined;
  const stop = async () => {
    // As in startStack: no request may reach a closed database or chain.
    await listener?.close();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    // The same listener as the stack's (Host and Origin checks), opened first for anvil's origin.
    listener = await openListener({ port: 0 });
    const [anvil, image] = await Promise.all([
      startAnvil({ port: 0, allowOrigin: listener.url }),
      migratedImage(),
    ]);
    cleanups.push(() => anvil.stop());
    const db = await openDb({ loadDataDir: image });
    cleanups.push(() => db.close());
    const chain = createChainDeps(anvil.url);
    const record = await bootstrapChain(chain, { dataDir, ledger: memoryLedgerMarker() });
    const local = localChainConfig(record, anvil.url);
    const { apiKey } = await seedDevAccount(db);
    const config = defaultConfig({
      testMode: true,
      currencies: local.currencies,
      treasury: record.treasury,
      paymentKey: paymentPublicKey(record.paymentKey),
    });
    const app = createApp({ db, config, chain });
    const site = createSite({
      apiKey,
      dialect: config.dialect,
      chain: local,
      topUp: {
        maxCredits: Number(config.limits.topUpMaxCredits),
        confirmations: config.limits.confirmations,
      },
      proxyUpstreams: DEFAULT_PROXY_UPSTREAMS,
    });
    listener.ready({ app, site });
    return { url: listener.url, chainUrl: anvil.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

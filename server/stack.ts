import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { createApp } from "./app.ts";
import { seedDevAccount } from "./auth/dev-account.ts";
import { reconcilePayments, reconcilePeriodically } from "./billing/reconcile.ts";
import { startAnvil, type Anvil } from "./chain/anvil.ts";
import { stopLeftoverAnvil } from "./chain/anvil-pid.ts";
import { prepareRemoteChain, prepareSpawnedChain } from "./chain/bootstrap.ts";
import { createChainDeps } from "./chain/clients.ts";
import { sharedChainConfig } from "./chain/local-config.ts";
import { recordPersistedHeads, waitForPersistedHead } from "./chain/durable-head.ts";
import { checkRemoteChainId, checkRemoteChainMarker, checkSpawnedChainMarker } from "./chain/remote-chain.ts";
import { dbLedgerMarker, saveChainBootstrap, seedSharedChain } from "./chain/shared-chain.ts";
import { chainSettings, databaseUrl, defaultConfig, type ChainSettings, type Dialect } from "./config.ts";
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
  /** Which chain: spawned (default) or an existing one; `chainSettings()` (the environment) when absent. */
  chain?: ChainSettings;
  /** A postgres:// URL; `databaseUrl()` (DATABASE_URL) when absent, PGlite in DATA_DIR/db when neither. */
  databaseUrl?: string;
}

export interface Stack {
  url: string;
  /** Anvil's own URL, for tools and tests on this machine; browsers get `${url}/chain`. */
  chainUrl: string;
  apiKey: string;
  stop(): Promise<void>;
}

/**
 * anvil (or an existing chain: CHAIN_RPC_URL) + PGlite (or PostgreSQL: DATABASE_URL) + service + dashboard + /config.json + proxy, on one 127.0.0.1 listener. */
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
    const settings = opts.chain ?? chainSettings();
    const spawned = settings.rpcUrl === undefined;
    let chainUrl: string;
    let persistState: (() => Promise<void>) | undefined;
    if (spawned) {
      // The lock is ours, so no live stack uses this data dir: an anvil recorded here was left by
      // a stack that was killed. It is stopped (it writes its state) before a new one loads it.
      const stateFile = join(opts.dataDir, "chain-state.json");
      const pidFile = join(opts.dataDir, "anvil.pid");
      await stopLeftoverAnvil(pidFile, stateFile, opts.log);
      const anvil: Anvil = await startAnvil({
        port: opts.chainPort,
        stateFile,
        pidFile,
        chainId: settings.chainId,
        allowOrigin: listener.url,
      });
      cleanups.push(() => anvil.stop());
      if (anvil.unreadableStateKeptAt !== undefined)
        opts.log?.(`The chain's state file could not be read; kept as ${anvil.unreadableStateKeptAt}.`);
      chainUrl = anvil.url;
      persistState = anvil.persistState;
    } else {
      // An existing chain keeps its own state: no state file, no dumps, and a credit waits for
      // CHAIN_CONFIRMATIONS blocks instead.
      chainUrl = settings.rpcUrl as string;
      await checkRemoteChainId(chainUrl, settings.chainId);
    }
    const dbDir = join(opts.dataDir, "db");
    const db: Db = await openDb({ dataDir: dbDir, url: opts.databaseUrl ?? databaseUrl() });
    cleanups.push(() => db.close());

    const chain = { ...createChainDeps(chainUrl, settings.chainId), persistState, existing: !spawned };
    const shared = await seedSharedChain(db, { dataDir: opts.dataDir, chainId: settings.chainId });
    if (shared.chainId !== settings.chainId)
      throw new Error(
        `${spawned ? "CHAIN_ID" : "CHAIN_RPC_URL"}: the chain is ${settings.chainId}, but the database was seeded on chain ${shared.chainId}`,
      );
    const ledger = dbLedgerMarker(db);
    const prepared = spawned
      ? await prepareSpawnedChain(chain, { shared, ledger })
      : await prepareRemoteChain(chain, { shared });
    // Reconciliation runs only against a chain whose identity the database vouches for.
    if (!spawned) checkRemoteChainMarker(chainUrl, shared.instance, prepared.instance);
    // A shared ledger is not reset with one instance's chain: an owner whose DATA_DIR lost the chain
    // (or holds another sandbox's) stops rather than reverse every member's credits. PGlite's
    // ledger lives in that same DATA_DIR, so `npm start` still reconciles a lost chain by itself.
    if (spawned && db.kind === "postgres")
      checkSpawnedChainMarker(opts.dataDir, shared.instance, prepared.instance);
    if (spawned && prepared.instance !== null) {
      await saveChainBootstrap(db, prepared.instance, prepared.token);
      // The chain's bootstrap (marker, token) reaches disk before the ledger is marked with it.
      await persistState?.();
    }
    const { ledgerChainGone } = prepared;
    // Every credit is checked against the chain before the ledger is marked and requests come in;
    // a crash in between repeats this on the next start, which reverses nothing twice.
    if (ledgerChainGone !== null) opts.log?.(`Every credit of the ledger is reversed: ${ledgerChainGone}.`);
    await reconcilePayments(db, chain.publicClient, {
      chainId: chain.chainId,
      allGone: ledgerChainGone,
      log: opts.log,
    });
    // Only the instance that owns the chain marks the ledger with it (prepareRemoteChain).
    if (spawned && prepared.instance !== null) await ledger.write(prepared.instance);
    // Every 200 credit durable on every instance (server/chain/durable-head.ts): the owner saves the
    // chain after each new block and records it; an instance on the owner's chain waits for that
    // record before it credits. A chain nobody marked keeps its own state (CHAIN_CONFIRMATIONS).
    if (spawned && persistState !== undefined && prepared.instance !== null) {
      const instance = prepared.instance;
      cleanups.push(
        recordPersistedHeads(db, chain.publicClient, {
          instance,
          persist: persistState,
          everyMs: 250,
          log: opts.log,
        }),
      );
    } else if (!spawned) {
      chain.persistState = waitForPersistedHead(db, chain.publicClient, { timeoutMs: 10_000 });
    }
    // Then every minute for the last hour's payments (a reorg only reaches recent blocks); stopped
    // before the database closes. It only reads receipts and blocks, so it runs on any chain.
    cleanups.push(
      reconcilePeriodically(db, chain.publicClient, {
        chainId: chain.chainId,
        everyMs: 60_000,
        windowMs: 3_600_000,
        log: opts.log,
      }),
    );
    const local = sharedChainConfig(shared, {
      rpcUrl: chainUrl,
      token: prepared.token,
      spawned,
      offerTestWallet: settings.localTestWallet,
    });
    const { apiKey } = await seedDevAccount(db);
    const dialect = opts.dialect ?? "spec";
    const config = defaultConfig({
      dialect,
      testMode: opts.testMode,
      currencies: local.currencies,
      treasury: shared.treasury,
      paymentKey: shared.paymentPublicKey,
      limits: { ...defaultConfig().limits, confirmations: settings.confirmations },
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
    return { url: listener.url, chainUrl, apiKey, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

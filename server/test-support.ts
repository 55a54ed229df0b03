import { createApp, type AppDeps } from "./app.ts";
import { createAccount } from "./auth/accounts.ts";
import { defaultConfig, type Dialect, type ServiceConfig } from "./config.ts";
import type { Db } from "./db/db.ts";
import { openTestDb } from "./testing/test-db.ts";

export interface TestAppOptions {
  subscription?: bigint;
  topUp?: bigint;
  /** Account dialect override (test mode honours it). */
  dialect?: Dialect | null;
  config?: Partial<ServiceConfig>;
  chain?: AppDeps["chain"];
  now?: () => Date;
  log?: (line: string) => void;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  db: Db;
  key: string;
  accountId: string;
  close: () => Promise<void>;
}

/** A fresh in-memory service in test mode with one seeded account (1000 subscription + 500 top-up). */
export async function makeTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = await openTestDb();
  const { accountId, apiKey } = await createAccount(db, {
    name: "Test account",
    balance: { subscription: options.subscription ?? 1000n, topUp: options.topUp ?? 500n },
    dialect: options.dialect ?? null,
  });
  const config = defaultConfig({ testMode: true, ...options.config });
  const app = createApp({ db, config, chain: options.chain ?? null, now: options.now, log: options.log });
  return { app, db, key: apiKey, accountId, close: () => db.close() };
}

import { createApp, type AppDeps } from "./app.ts";
import { createAccount } from "./auth/accounts.ts";
import { defaultConfig, type Dialect, type ServiceConfig } from "./config.ts";
import { openDb, type Db } from "./db/db.ts";
import { migratedImage } from "./db/template.ts";

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

let image: Promise<Blob> | undefined;

/** A fresh in-memory service in test mode with one seeded account (1000 subscription + 500 top-up). */
export async function makeTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  image ??= migratedImage();
  const db = await openDb({ loadDataDir: await image });
  const { accountId, apiKey } = await createAccount(db, {
    name: "Test account",
    balance: { subscription: options.subscription ?? 1000n, topUp: options.topUp ?? 500n },
    dialect: options.dialect ?? null,
  });
  const config = defaultConfig({ testMode: true, ...options.config });
  const app = createApp({ db, config, chain: options.chain ?? null, now: options.now, log: options.log });
  return { app, db, key: apiKey, accountId, close: () => db.close() };
}

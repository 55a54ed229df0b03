import { createApp, type AppDeps } from "../app.ts";
import { createAccount } from "../auth/accounts.ts";
import { defaultConfig, type ServiceConfig } from "../config.ts";
import { openDb, type Db } from "../db/db.ts";
import { createTestDatabase, testPostgresUrl } from "./test-db.ts";

export interface Instance {
  app: ReturnType<typeof createApp>;
  db: Db;
  /** A request as the wire carries it, with the given key. */
  call: (method: string, path: string, key: string, body?: unknown) => Promise<Response>;
}

export interface TwoApps {
  url: string;
  a: Instance;
  b: Instance;
  key: string;
  accountId: string;
  /** A new funded account, for a test that must not share the first one's budget or balance. */
  account: (credits?: bigint) => Promise<{ accountId: string; apiKey: string }>;
  close: () => Promise<void>;
}

/**
 * Two service instances on one fresh PostgreSQL database, as two processes behind a load balancer
 * would be: each its own pool and its own app (its own task runtime and in-memory state), nothing
 * shared but the database. Test mode is on. Only in the `server-pg` project.
 */
export async function twoApps(
  options: { config?: Partial<ServiceConfig>; now?: AppDeps["now"]; chain?: AppDeps["chain"] } = {},
): Promise<TwoApps> {
  const base = testPostgresUrl();
  if (base === undefined) throw new Error("no test PostgreSQL server (run in the server-pg project)");
  const url = await createTestDatabase(base);
  const config = defaultConfig({ testMode: true, ...options.config });
  const instance = async (): Promise<Instance> => {
    const db = await openDb({ url });
    const app = createApp({ db, config, chain: options.chain ?? null, now: options.now });
    const call = (method: string, path: string, key: string, body?: unknown) =>
      Promise.resolve(
        app.request(path, {
          method,
          headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
    return { app, db, call };
  };
  const [a, b] = await Promise.all([instance(), instance()]);
  const account = (credits = 1000n) =>
    createAccount(a.db, { name: "Team member", balance: { subscription: credits, topUp: 0n } });
  const first = await account();
  return {
    url,
    a,
    b,
    key: first.apiKey,
    accountId: first.accountId,
    account,
    close: async () => {
      await Promise.all([a.db.close(), b.db.close()]);
    },
  };
}

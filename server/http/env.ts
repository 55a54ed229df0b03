import type { Context } from "hono";
import type { ChainDeps } from "../chain/clients.ts";
import type { Dialect, ServiceConfig } from "../config.ts";
import type { Db } from "../db/db.ts";

export interface AppDeps {
  db: Db;
  config: ServiceConfig;
  chain: ChainDeps | null;
  now?: () => Date;
  /** Request log; never receives keys. */
  log?: (line: string) => void;
}

/** The caller, as set by the auth middleware; `dialect` already has the test-mode override applied. */
export interface AuthedAccount {
  id: string;
  dialect: Dialect;
}

export interface AppEnv {
  /** `serviceDialect` is the service's own setting, for answers given before the caller is known. */
  Variables: { account: AuthedAccount; serviceDialect: Dialect };
}

/** The wire dialect for this request; route files branch on this, never on config directly. */
export function dialectFor(c: Context<AppEnv>): Dialect {
  return c.get("account").dialect;
}

export function authedAccount(c: Context<AppEnv>): AuthedAccount {
  return c.get("account");
}

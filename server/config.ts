export type Dialect = "spec" | "production";

export const DIALECTS: readonly Dialect[] = ["spec", "production"];

export interface CurrencyConfig {
  id: string;
  symbol: string;
  decimals: number;
  chainId: number;
  /** ERC-20 address; null for the chain's native coin. */
  token: `0x${string}` | null;
  /** Credits bought by one whole unit of the currency. */
  creditsPerUnit: bigint;
}

export interface ServiceConfig {
  dialect: Dialect;
  /** Exposes `/__test` and per-account dialect overrides; never on in `npm start`. */
  testMode: boolean;
  currencies: CurrencyConfig[];
  /** Where funds on invoice addresses are swept to; filled in by the chain bootstrap. */
  treasury: `0x${string}` | null;
  /**
   * Public extended key ("xpub…") of m/44'/60'/0'/0 of the service's HD key: invoice N is paid to
   * child N (server/billing/payment-addresses.ts). Null: top-ups are unavailable.
   */
  paymentKey: string | null;
  limits: {
    maxBodyBytes: number;
    topUpMaxCredits: bigint;
    confirmations: number;
    planTtlMs: number;
    /** Blocks one completion reads to sum an ETH invoice's address (server/billing/verify-sum.ts). */
    scanBlocksPerRequest?: number;
    /** Per-account request budget of both families; null turns it off. */
    rateLimit: { requests: number; windowMs: number } | null;
  };
}

export const LOCAL_CHAIN_ID = 31337;

export function defaultConfig(overrides: Partial<ServiceConfig> = {}): ServiceConfig {
  return {
    dialect: "spec",
    testMode: false,
    currencies: [
      {
        id: "eth",
        symbol: "ETH",
        decimals: 18,
        chainId: LOCAL_CHAIN_ID,
        token: null,
        creditsPerUnit: 100_000n,
      },
      {
        id: "usdc",
        symbol: "USDC",
        decimals: 6,
        chainId: LOCAL_CHAIN_ID,
        token: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
        creditsPerUnit: 40n,
      },
    ],
    treasury: null,
    paymentKey: null,
    limits: {
      maxBodyBytes: 1024 * 1024,
      topUpMaxCredits: 1_000_000n,
      confirmations: 1,
      // Plans live five minutes, as in production.
      planTtlMs: 300_000,
      // Generous enough that a dashboard (or a test suite sharing one key) never meets it by accident.
      rateLimit: { requests: 600, windowMs: 60_000 },
    },
    ...overrides,
  };
}

export function isDialect(value: unknown): value is Dialect {
  return value === "spec" || value === "production";
}

/**
 * Every environment variable the service reads, here and nowhere else (lint: house/process-env),
 * so a setting is found in one file. Test harnesses and scripts/ read their own.
 */
export type EnvName =
  | "PORT"
  | "CHAIN_PORT"
  | "DATA_DIR"
  | "DIST_DIR"
  | "DIALECT"
  | "PROXY_UPSTREAMS"
  | "ALLOWED_HOSTS"
  | "CSP_CONNECT_SRC"
  | "TASK_PHASE_MS"
  | "TASK_LEASE_MS"
  // Read by databaseUrl() and chainSettings() below (their `env` defaults to the process's).
  | "DATABASE_URL"
  | "CHAIN_RPC_URL"
  | "CHAIN_ID"
  | "CHAIN_CONFIRMATIONS"
  | "LOCAL_TEST_WALLET";

/** The variables databaseUrl() and chainSettings() take, from the process or a test's own table. */
type EnvTable = Partial<Record<EnvName, string | undefined>>;

/** One variable's raw text, undefined when unset. */
export function envSetting(name: EnvName): string | undefined {
  return process.env[name];
}

/** Reads `DIALECT`-style settings; an unknown value is a startup error, not a silent default. */
export function parseDialect(value: string | undefined): Dialect {
  if (value === undefined || value === "") return "spec";
  if (isDialect(value)) return value;
  throw new Error(`Unknown dialect "${value}" (expected "spec" or "production")`);
}

/**
 * DATABASE_URL: a postgres:// URL puts the service on that PostgreSQL server (a team sandbox);
 * unset or empty, PGlite in DATA_DIR. A malformed value is a startup error naming the variable.
 */
export function databaseUrl(env: EnvTable = process.env): string | undefined {
  const raw = env.DATABASE_URL;
  if (raw === undefined || raw === "") return undefined;
  let protocol: string;
  try {
    protocol = new URL(raw).protocol;
  } catch {
    throw new Error("DATABASE_URL is not a URL: expected postgres://user:password@host:port/database");
  }
  if (protocol !== "postgres:" && protocol !== "postgresql:")
    throw new Error(`DATABASE_URL must be a postgres:// URL, got one starting with ${protocol}//`);
  return raw;
}

/** Which chain the stack uses: one it spawns (anvil, the default) or an existing one it only reads. */
export interface ChainSettings {
  /** CHAIN_RPC_URL: an existing chain; undefined spawns a local anvil. */
  rpcUrl: string | undefined;
  /** CHAIN_ID: the id the chain must answer `eth_chainId` with (31337 when unset). */
  chainId: number;
  /** CHAIN_CONFIRMATIONS: blocks a payment needs, its own one included (default 1). */
  confirmations: number;
  /** Whether /config.json offers the Local test wallet: always on a spawned chain, else LOCAL_TEST_WALLET=1. */
  localTestWallet: boolean;
}

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** Reads CHAIN_RPC_URL, CHAIN_ID, CHAIN_CONFIRMATIONS and LOCAL_TEST_WALLET; a bad value names its variable. */
export function chainSettings(env: EnvTable = process.env): ChainSettings {
  const raw = env.CHAIN_RPC_URL;
  let rpcUrl: string | undefined;
  if (raw !== undefined && raw !== "") {
    let protocol: string;
    try {
      protocol = new URL(raw).protocol;
    } catch {
      throw new Error(`CHAIN_RPC_URL is not a URL: expected http(s)://host:port of a JSON-RPC endpoint`);
    }
    if (protocol !== "http:" && protocol !== "https:")
      throw new Error(`CHAIN_RPC_URL must be an http(s):// URL, got one starting with ${protocol}//`);
    rpcUrl = raw;
  }
  const testWallet = env.LOCAL_TEST_WALLET;
  if (testWallet !== undefined && testWallet !== "" && testWallet !== "0" && testWallet !== "1")
    throw new Error(`LOCAL_TEST_WALLET must be 1 or 0, got "${testWallet}"`);
  return {
    rpcUrl,
    chainId: positiveInteger("CHAIN_ID", env.CHAIN_ID, LOCAL_CHAIN_ID),
    confirmations: positiveInteger("CHAIN_CONFIRMATIONS", env.CHAIN_CONFIRMATIONS, 1),
    localTestWallet: rpcUrl === undefined || testWallet === "1",
  };
}

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
export function databaseUrl(env: Record<string, string | undefined> = process.env): string | undefined {
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

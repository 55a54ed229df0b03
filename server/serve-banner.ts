import { shownUrl } from "./http/shown.ts";

export interface ServeFacts {
  url: string;
  /** False when no built dashboard is served (the service only). */
  dashboard: boolean;
  /** DATABASE_URL when set; PGlite in `dataDir` otherwise. */
  databaseUrl: string | undefined;
  /** CHAIN_RPC_URL when set; else the anvil this process started. */
  chainRpcUrl: string | undefined;
  chainId: number;
  dataDir: string;
  seconds: string;
}

/**
 * What `npm run serve` prints: where it listens and what it uses, never a key or a password. URLs
 * show scheme, host and port only: an RPC provider's key sits in the path or query, a database's
 * password in the userinfo. Members get their keys from `npm run sandbox -- member add`.
 */
export function serveBanner(facts: ServeFacts): string {
  const database =
    facts.databaseUrl === undefined
      ? `PGlite in ${facts.dataDir}/db (this process only)`
      : `PostgreSQL ${shownUrl(facts.databaseUrl)}`;
  const chain =
    facts.chainRpcUrl === undefined
      ? `chain ${facts.chainId}, a local anvil started by this process`
      : `chain ${facts.chainId} at ${shownUrl(facts.chainRpcUrl)}`;
  return [
    `Serving ${facts.url}/ (${facts.dashboard ? "dashboard and service" : "service only, no built dashboard"})`,
    `  database  ${database}`,
    `  chain     ${chain}`,
    `  data      ${facts.dataDir}`,
    `Ready in ${facts.seconds} s.`,
  ].join("\n");
}

// Types of ensure-postgres.mjs, for server/testing/postgres-server.ts.
export declare function findPostgresBin(): string | null;
export declare function ensurePostgres(): string;

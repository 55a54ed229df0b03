import type { Migration } from "../migrate.ts";

/**
 * One row per tool execution that reached the tool (invalid input and refused calls never do).
 * A successful run is charged in the same transaction that writes its row, and its ledger entry
 * carries `tool_execution:<id>` as reference, so an audit can check that every tool charge has its
 * execution and that `charged` equals the ledger entry. Failed runs are recorded with charged 0.
 * Times are epoch milliseconds from the service's injectable clock, like the plans table.
 */
export const tools: Migration = {
  id: "003-tools",
  sql: `
    CREATE TABLE tool_executions (
      id TEXT PRIMARY KEY,
      account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      tool_name TEXT NOT NULL,
      input JSONB NOT NULL,
      input_sha256 TEXT NOT NULL,
      price BIGINT NOT NULL CHECK (price >= 0),
      charged BIGINT NOT NULL CHECK (charged >= 0 AND charged <= price),
      status TEXT NOT NULL CHECK (status IN ('succeeded', 'failed')),
      error TEXT,
      duration_ms INTEGER NOT NULL CHECK (duration_ms >= 0),
      created_at BIGINT NOT NULL,
      CHECK (status = 'succeeded' OR charged = 0)
    );
    CREATE INDEX tool_executions_account ON tool_executions (account_id, created_at);
  `,
};

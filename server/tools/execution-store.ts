import { createHash, randomUUID } from "node:crypto";
import type { Queryable } from "../db/db.ts";

export interface ExecutionRecord {
  id: string;
  accountId: string;
  toolName: string;
  input: unknown;
  price: bigint;
  charged: bigint;
  status: "succeeded" | "failed";
  error: string | null;
  durationMs: number;
  createdAt: number;
}

export const newExecutionId = (): string => `texec_${randomUUID()}`;

/** The ledger reference of a tool charge; the audit joins on it. */
export const chargeReference = (executionId: string): string => `tool_execution:${executionId}`;

export function inputDigest(input: unknown): string {
  return createHash("sha256").update(JSON.stringify(input)).digest("hex");
}

export async function recordExecution(q: Queryable, r: ExecutionRecord): Promise<void> {
  await q.query(
    `INSERT INTO tool_executions
       (id, account_id, tool_name, input, input_sha256, price, charged, status, error, duration_ms, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      r.id,
      r.accountId,
      r.toolName,
      JSON.stringify(r.input),
      inputDigest(r.input),
      r.price,
      r.charged,
      r.status,
      r.error,
      r.durationMs,
      r.createdAt,
    ],
  );
}

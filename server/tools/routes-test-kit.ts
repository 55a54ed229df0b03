import type { Dialect } from "../config.ts";
import type { TestApp } from "../test-support.ts";
import { balance } from "../testing/wire-client.ts";

export interface Call {
  status: number;
  body: unknown;
}

/** Thin request helpers over `app.request`, so route tests read as what goes over the wire. */
export function client(t: TestApp) {
  const auth = { Authorization: `Bearer ${t.key}` };
  const read = async (res: Response): Promise<Call> => ({ status: res.status, body: await res.json() });
  return {
    list: async (query: string) => read(await t.app.request(`/chat/v1/tools${query}`, { headers: auth })),
    execute: async (body: unknown) =>
      read(
        await t.app.request("/chat/v1/tools/execute", {
          method: "POST",
          headers: { ...auth, "Content-Type": "application/json" },
          body: JSON.stringify(body),
        }),
      ),
    balance: () => balance(t.app, t.key),
    executions: async () =>
      (
        await t.db.query<{
          id: string;
          tool_name: string;
          status: string;
          charged: bigint;
          error: string | null;
          input: unknown;
        }>("SELECT id, tool_name, status, charged, error, input FROM tool_executions ORDER BY created_at, id")
      ).rows,
    /** The audit: every tool charge in the ledger has its recorded execution with the same amount. */
    unmatchedCharges: async () =>
      (
        await t.db.query<{ id: number }>(
          `SELECT l.id FROM ledger_entries l
           LEFT JOIN tool_executions e ON l.reference = 'tool_execution:' || e.id
           WHERE l.kind = 'charge' AND l.reference LIKE 'tool_execution:%'
             AND (e.id IS NULL OR e.charged <> -(l.subscription_delta + l.top_up_delta))`,
        )
      ).rows,
  };
}

export const DIALECTS: Dialect[] = ["spec", "production"];

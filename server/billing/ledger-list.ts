import { Hono, type Context } from "hono";
import type { Queryable } from "../db/db.ts";
import { ServiceError } from "../http/errors.ts";
import { authedAccount, type AppDeps, type AppEnv } from "../http/env.ts";
import { toWireInt } from "../http/wire.ts";
import { findTool } from "../tools/catalog.ts";

/** Reference-only `GET /account/ledger` (docs/interfaces.md, "Listing movements"). */
export const LEDGER_DEFAULT_LIMIT = 50;
export const LEDGER_MAX_LIMIT = 200;

interface MovementRow {
  id: string;
  at: number;
  credits: bigint | number;
  balance_after: bigint | number;
  movement: string;
  ref: string | null;
  subject: string | null;
  vertical: string | null;
  tool_name: string | null;
  overpaid: string | null;
  overpaid_currency: string | null;
  overpaid_decimals: number | null;
}

function invalid(field: string, message: string): ServiceError {
  return new ServiceError(400, "INVALID_REQUEST", message, { field });
}

function limitOf(raw: string | undefined): number {
  if (raw === undefined) return LEDGER_DEFAULT_LIMIT;
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1 || Number(raw) > LEDGER_MAX_LIMIT)
    throw invalid("limit", `limit must be a whole number from 1 to ${LEDGER_MAX_LIMIT}`);
  return Number(raw);
}

const BEFORE_MESSAGE = "before must be the id of one of this account's movements";

/**
 * Newest first by entry id (entries are numbered as they are written, so a page boundary never
 * repeats or skips one); `before` is the id of the last movement of the previous page, of this account.
 */
async function listMovements(db: Queryable, accountId: string, limit: number, before: string | undefined) {
  if (before !== undefined) {
    const { rows } = await db.query("SELECT 1 FROM ledger_entries WHERE id = $1 AND account_id = $2", [
      before,
      accountId,
    ]);
    if (rows.length === 0) throw invalid("before", BEFORE_MESSAGE);
  }
  const { rows } = await db.query<MovementRow>(
    `SELECT l.id::text AS id, floor(extract(epoch FROM l.created_at))::int8 AS at,
       l.subscription_delta + l.top_up_delta AS credits, l.balance_after, l.movement, l.ref,
       COALESCE(task.query, plan.query, tool.tool_name) AS subject,
       COALESCE(step.vertical, plan.vertical) AS vertical, tool.tool_name,
       (inv.received::numeric - inv.amount::numeric)::text AS overpaid,
       inv.currency_id AS overpaid_currency, inv.decimals AS overpaid_decimals
     FROM ledger_entries l
     LEFT JOIN search_plans plan ON l.reference LIKE 'plan:%' AND plan.id = substring(l.reference FROM 6)
     LEFT JOIN tool_executions tool
       ON l.reference LIKE 'tool_execution:%' AND tool.id = substring(l.reference FROM 16)
     LEFT JOIN LATERAL (SELECT task_id, vertical FROM research_task_steps
                        WHERE l.movement = 'task' AND plan_id = plan.id LIMIT 1) step ON TRUE
     LEFT JOIN research_tasks task ON task.id = step.task_id
     LEFT JOIN topup_invoices inv
       ON l.movement = 'top_up' AND inv.id = l.ref AND inv.account_id = l.account_id
          AND inv.status = 'completed' AND inv.received IS NOT NULL
          AND inv.received::numeric > inv.amount::numeric
     WHERE l.account_id = $1 AND ($3::int8 IS NULL OR l.id < $3::int8)
     ORDER BY l.id DESC LIMIT $2`, // the column, not its text alias: "10" < "9"
    [accountId, limit + 1, before ?? null],
  );
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

/** What the transfers sent beyond the invoice's quote, as the top-up's completion answered it. */
function overpaidOf(row: MovementRow) {
  if (row.overpaid === null || row.overpaid_currency === null || row.overpaid_decimals === null) return null;
  return {
    amount: row.overpaid,
    currency_id: row.overpaid_currency,
    decimals: Number(row.overpaid_decimals),
  };
}

function listHandler(deps: AppDeps) {
  return async (c: Context<AppEnv>) => {
    const limit = limitOf(c.req.query("limit"));
    const before = c.req.query("before");
    if (before !== undefined && !/^[1-9]\d{0,17}$/.test(before)) throw invalid("before", BEFORE_MESSAGE);
    const { rows, more } = await listMovements(deps.db, authedAccount(c).id, limit, before);
    const last = rows.at(-1);
    return c.json(
      {
        movements: rows.map((row) => ({
          id: row.id,
          at: toWireInt(BigInt(row.at)),
          credits: toWireInt(BigInt(row.credits)),
          balance_after: toWireInt(BigInt(row.balance_after)),
          kind: row.movement,
          ref: row.ref,
          subject: row.subject,
          vertical:
            row.vertical ?? (row.tool_name === null ? null : (findTool(row.tool_name)?.vertical ?? null)),
          overpaid: overpaidOf(row),
        })),
        next_before: more && last ? last.id : null,
      },
      200,
    );
  };
}

export function ledgerListRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/account/ledger", listHandler(deps));
}

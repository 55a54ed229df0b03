import * as v from "valibot";
import type { Connection } from "../connection/connection";
import { request } from "../http";
import { isApiError } from "../http-error";
import { safeInteger } from "../schema";

/*
 * The reference service's account movements (docs/interfaces.md, "Listing movements"): not part of the
 * interface, so a production-like service answers 404 or 405 and only this browser's records remain.
 */
export const LEDGER_KINDS = [
  "top_up",
  "search",
  "plan_run",
  "tool",
  "task",
  "subscription",
  "reversal",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerMovement {
  id: string;
  /** ISO 8601, UTC. */
  at: string;
  /** Signed: a charge or reversal is negative. */
  credits: bigint;
  balanceAfter: bigint;
  kind: LedgerKind;
  /** The invoice, or the id the client received for the call (search, plan, execution, task); null for a subscription grant. */
  ref: string | null;
  /** What the charge bought: the query, the tool's name, the task's question; null when not said. */
  subject: string | null;
  vertical: string | null;
  /** A top-up's transfers beyond the quote (smallest units of its currency); null when none or not said. */
  overpaid: LedgerOverpaid | null;
}

export interface LedgerOverpaid {
  amount: bigint;
  currencyId: string;
  decimals: number;
}

// Signed integers; digits too, so a large figure never passes through a float.
const signedCredits = v.pipe(
  v.union([safeInteger, v.pipe(v.string(), v.regex(/^-?\d+$/))]),
  v.transform((value) => BigInt(value)),
);

// Unix seconds, as the invoices' `requested_at`; an ISO string is tolerated.
const instant = v.pipe(
  v.union([v.pipe(safeInteger, v.minValue(0)), v.pipe(v.string(), v.isoTimestamp())]),
  v.transform((value) => new Date(typeof value === "number" ? value * 1000 : value).toISOString()),
);

const overpaidSchema = v.pipe(
  v.looseObject({
    amount: v.pipe(v.string(), v.regex(/^\d+$/)),
    currency_id: v.pipe(v.string(), v.nonEmpty()),
    decimals: v.pipe(safeInteger, v.minValue(0), v.maxValue(36)),
  }),
  v.transform((wire): LedgerOverpaid => ({
    amount: BigInt(wire.amount),
    currencyId: wire.currency_id,
    decimals: wire.decimals,
  })),
);

const movementSchema = v.pipe(
  v.looseObject({
    id: v.union([v.pipe(v.string(), v.nonEmpty()), v.pipe(safeInteger, v.transform(String))]),
    at: instant,
    credits: signedCredits,
    balance_after: signedCredits,
    kind: v.picklist(LEDGER_KINDS),
    ref: v.optional(v.nullable(v.string()), null),
    subject: v.optional(v.nullable(v.string()), null),
    vertical: v.optional(v.nullable(v.string()), null),
    overpaid: v.optional(v.nullable(overpaidSchema), null),
  }),
  v.transform((wire): LedgerMovement => ({
    id: wire.id,
    at: wire.at,
    credits: wire.credits,
    balanceAfter: wire.balance_after,
    kind: wire.kind,
    ref: wire.ref,
    subject: wire.subject,
    vertical: wire.vertical,
    overpaid: wire.overpaid,
  })),
);

export const ledgerPageSchema = v.pipe(
  v.object({
    movements: v.array(movementSchema),
    next_before: v.optional(v.nullable(v.string()), null),
  }),
  v.transform((wire) => ({ movements: wire.movements, nextBefore: wire.next_before })),
);

export type LedgerPage =
  { offered: false } | { offered: true; movements: LedgerMovement[]; nextBefore: string | null };

export const LEDGER_MAX_LIMIT = 200;

export interface LedgerPageRequest {
  limit?: number;
  before?: string | null;
}

/** 404 or 405: the service has no ledger to list (production); anything else is a real failure. */
export function isLedgerNotOffered(error: unknown): boolean {
  return isApiError(error) && error.kind === "http" && (error.status === 404 || error.status === 405);
}

// GET {billing}/account/ledger?limit=&before=
export async function listLedger(
  connection: Connection,
  page: LedgerPageRequest = {},
  signal?: AbortSignal,
): Promise<LedgerPage> {
  const params = new URLSearchParams();
  if (page.limit !== undefined) params.set("limit", String(page.limit));
  if (page.before) params.set("before", page.before);
  const query = params.size > 0 ? `?${params.toString()}` : "";
  try {
    const body = await request({
      baseUrl: connection.billingBaseUrl,
      path: `/account/ledger${query}`,
      apiKey: connection.apiKey,
      schema: ledgerPageSchema,
      signal,
    });
    return { offered: true, ...body };
  } catch (error) {
    if (isLedgerNotOffered(error)) return { offered: false };
    throw error;
  }
}

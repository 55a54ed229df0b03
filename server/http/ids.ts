import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Dialect } from "../config.ts";

/**
 * Identifiers the service mints, in the caller's wire dialect. The spec dialect keeps this
 * service's own style (UUIDs, `step-…`, `inv_…`); the production dialect mints what production is
 * seen to send: a prefix and 21 URL-safe characters (`plan_OxTegmy5ZsfayxLr4g3Fv`), and top-up
 * invoices `tp_…`. Every id is minted by the dialect of the account that creates the object; the
 * columns holding them are TEXT and nothing parses them.
 */

/** 64 symbols, so one random byte masked to 6 bits picks one without bias. */
const URL_SAFE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";
export const PRODUCTION_ID_LENGTH = 21;

function urlSafe(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < PRODUCTION_ID_LENGTH; i++) out += URL_SAFE[(bytes[i] ?? 0) & 63];
  return out;
}

/** `prefix` + 21 random URL-safe characters (126 bits). */
export function productionId(prefix: string): string {
  return prefix + urlSafe(randomBytes(PRODUCTION_ID_LENGTH));
}

export function newPlanId(dialect: Dialect): string {
  return dialect === "production" ? productionId("plan_") : randomUUID();
}

/**
 * A plan step's id. Deterministic planning gives equal plans for equal queries, so its ids are
 * positional: `step-1`… in the spec dialect, and in production a fixed digest of the position.
 */
export function newStepId(dialect: Dialect, deterministicIndex: number | null): string {
  if (dialect === "spec") {
    return deterministicIndex === null ? `step-${randomUUID()}` : `step-${deterministicIndex + 1}`;
  }
  if (deterministicIndex === null) return productionId("step_");
  return (
    "step_" +
    urlSafe(
      createHash("sha256")
        .update(`step-${deterministicIndex + 1}`)
        .digest(),
    )
  );
}

/**
 * The id of a search or plan-run result. A search's id is the id of the plan it made and ran, in
 * both dialects, so its ledger movement's `ref` names it; a plan run's is the plan's own in
 * production and a fresh one in the spec dialect (its movement names the plan id the client sent).
 */
export function resultId(dialect: Dialect, planId: string, call: "search" | "plan_run" = "plan_run"): string {
  return dialect === "production" || call === "search" ? planId : randomUUID();
}

export function newInvoiceId(dialect: Dialect): string {
  return dialect === "production" ? productionId("tp_") : `inv_${randomUUID().replaceAll("-", "")}`;
}

import * as v from "valibot";

export type CallKind = "search" | "plan_run" | "tool" | "task";
export type CreditsSource = "usage" | "listed" | "not_reported";
export type CallOutcome = "ok" | "error" | "pending";

/**
 * What one paid action (a search, a plan run, a tool execution, a research task) bought, kept in this
 * browser. Never holds the API key: `input` is what the user sent as the call's arguments, not its headers.
 */
export interface CallRecord {
  id: string;
  /** ms since the epoch, when the request was sent */
  at: number;
  profileId: string;
  /** a per-browser id made once (see device-id.ts) */
  device: string;
  kind: CallKind;
  vertical: string | null;
  /** the query, tool name or task title */
  subject: string;
  input: unknown;
  credits: bigint | null;
  creditsSource: CreditsSource;
  latencyMs: number | null;
  outcome: CallOutcome;
  error: string | null;
  /** the full output; null while pending */
  output: unknown;
  /** the search, plan, execution or task id */
  ref: string | null;
  pinned: boolean;
}

export type CallPatch = Partial<Omit<CallRecord, "id">>;

export interface CallRange {
  /** ms epoch, inclusive */
  from?: number;
  /** ms epoch, inclusive */
  to?: number;
}

const nullableString = v.nullable(v.string());

/**
 * Records are read back through this: storage outlives releases and other code on the same origin can
 * write to it, so a record that does not have this shape is skipped, never shown half-read.
 */
export const callRecordSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  at: v.pipe(v.number(), v.finite()),
  profileId: v.string(),
  device: v.string(),
  kind: v.picklist(["search", "plan_run", "tool", "task"]),
  vertical: nullableString,
  subject: v.string(),
  input: v.unknown(),
  credits: v.nullable(v.bigint()),
  creditsSource: v.picklist(["usage", "listed", "not_reported"]),
  latencyMs: v.nullable(v.number()),
  outcome: v.picklist(["ok", "error", "pending"]),
  error: nullableString,
  output: v.unknown(),
  ref: nullableString,
  pinned: v.boolean(),
}) satisfies v.GenericSchema<unknown, CallRecord>;

export function readCallRecord(value: unknown): CallRecord | null {
  const parsed = v.safeParse(callRecordSchema, value);
  return parsed.success ? parsed.output : null;
}

// Bigint has no JSON form: counted as its digits, which is also how exports write it.
const sizeReplacer = (_key: string, value: unknown) => (typeof value === "bigint" ? value.toString() : value);

/** Roughly what a record takes on disk: its JSON length in bytes (UTF-16 code units × 2). */
export function recordBytes(record: CallRecord): number {
  try {
    return (JSON.stringify(record, sizeReplacer)?.length ?? 0) * 2;
  } catch {
    // A cycle or an odd value in output: the store refuses it when cloning anyway.
    return 0;
  }
}

/** A fresh id for a record. */
export function newCallId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

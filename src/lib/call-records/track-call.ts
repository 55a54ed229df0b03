import { errorMessage } from "../http-error";
import { newCallId, type CallKind, type CallOutcome, type CallRecord } from "./call-record";
import { recordCall, updateCall } from "./call-records";
import { deviceId } from "./device-id";

export interface CallStart {
  profileId: string;
  kind: CallKind;
  vertical: string | null;
  subject: string;
  /** The call's arguments as the user gave them: never headers, never the key. */
  input: unknown;
  /** The price the listing showed, used when the answer does not say what it consumed. */
  listed?: bigint | null;
}

export interface CallSettled {
  /** `usage.consumed` from the wire, when it says. */
  consumed: number | null;
  output: unknown;
  ref: string | null;
  outcome?: CallOutcome;
  error?: string | null;
  /** The vertical the answer names, when the call did not choose one. */
  vertical?: string | null;
  /**
   * The credits when one `consumed` cannot say them: a run of several calls, some reporting usage and
   * some charged at the listed price. Takes the place of `consumed` and the start's `listed`.
   */
  credits?: Pick<CallRecord, "credits" | "creditsSource">;
}

/** Whole credits only: a fractional or huge `consumed` is not a count the dashboard can trust. */
function creditsOf(consumed: number | null): bigint | null {
  return consumed !== null && Number.isSafeInteger(consumed) && consumed >= 0 ? BigInt(consumed) : null;
}

export function creditsFields(consumed: number | null, listed: bigint | null | undefined) {
  const fromUsage = creditsOf(consumed);
  if (fromUsage !== null) return { credits: fromUsage, creditsSource: "usage" as const };
  if (listed !== undefined && listed !== null) return { credits: listed, creditsSource: "listed" as const };
  return { credits: null, creditsSource: "not_reported" as const };
}

/**
 * Runs a paid call and keeps its record: written as pending when sent, completed with credits, latency,
 * outcome and the full output when it answers. The record never delays or breaks the call: its writes
 * are not awaited and cannot throw.
 */
export async function trackCall<T>(
  start: CallStart,
  run: () => Promise<T>,
  settle: (result: T) => CallSettled,
): Promise<T> {
  const { listed, ...described } = start;
  const record: CallRecord = {
    id: newCallId(),
    at: Date.now(),
    device: deviceId(),
    ...described,
    credits: null,
    creditsSource: "not_reported",
    latencyMs: null,
    outcome: "pending",
    error: null,
    output: null,
    ref: null,
    pinned: false,
  };
  const sent = performance.now();
  const written = recordCall(record).catch(() => undefined);
  const finish = (patch: Partial<CallRecord>) =>
    void written
      .then(() => updateCall(record.id, { ...patch, latencyMs: Math.round(performance.now() - sent) }))
      .catch(() => undefined);
  try {
    const result = await run();
    try {
      const settled = settle(result);
      finish({
        ...(settled.credits ?? creditsFields(settled.consumed, listed)),
        outcome: settled.outcome ?? "ok",
        error: settled.error ?? null,
        output: settled.output,
        ref: settled.ref,
        ...(settled.vertical ? { vertical: settled.vertical } : {}),
      });
    } catch {
      finish({ outcome: "ok", output: null });
    }
    return result;
  } catch (error) {
    finish({ outcome: "error", error: errorMessage(error), ...creditsFields(null, null) });
    throw error;
  }
}

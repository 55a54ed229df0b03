import { formatCredits, formatInteger } from "../../../lib/format";
import { isApiError } from "../../../lib/http";
import type { Execution } from "../hooks/use-tool-execution";

export interface FailureView {
  kind: "tool" | "http";
  message: string;
  code?: string;
  status?: number;
}

/** Spec dialect reports a tool's own failure as 422 TOOL_FAILED; production as HTTP 200 with is_error. */
export function failureOf(execution: Execution): FailureView | undefined {
  if (execution.result?.isError) {
    return { kind: "tool", message: execution.result.errorMessage ?? "The tool reported a failure." };
  }
  const error = execution.error;
  if (error === null) return undefined;
  if (!isApiError(error))
    return { kind: "http", message: error instanceof Error ? error.message : "The request failed." };
  const kind = error.code === "TOOL_FAILED" ? "tool" : "http";
  return {
    kind,
    message: withRetryAfter(explain(error.code, error.message, error.details), error.retryAfterSeconds),
    code: error.code,
    status: error.status || undefined,
  };
}

/** A rate-limited call says when it may be sent again; the page never re-sends it by itself. */
function withRetryAfter(message: string, seconds: number | undefined): string {
  return seconds === undefined ? message : `${message}. Try again in ${seconds} s.`.replace("..", ".");
}

function explain(code: string, message: string, details: Record<string, unknown>): string {
  if (code === "INSUFFICIENT_CREDITS") {
    const needed = details.needed ?? details.required;
    const available = details.available ?? details.balance;
    const numbers =
      typeof needed === "number" && typeof available === "number"
        ? ` This call needs ${formatCredits(needed)}; ${formatCredits(available)} available.`
        : "";
    return `${message}.${numbers} Nothing was charged. Top up to run it.`.replace("..", ".");
  }
  if (code === "INVALID_REQUEST" && Array.isArray(details.issues)) {
    const paths = details.issues
      .map((issue: unknown) =>
        typeof issue === "object" && issue !== null && "path" in issue ? String(issue.path) : "",
      )
      .filter(Boolean);
    return paths.length > 0 ? `${message} (${paths.join(", ")})` : message;
  }
  return message;
}

/**
 * Credits for this call: the `usage` the wire reports (production always does), else the tool's
 * listed price, labelled as such. Never a difference of balances: another spend on the same key in
 * the meantime would be counted as this call's.
 */
export function creditsOf(
  execution: Execution,
  price: number | null,
): { credits?: number | bigint | null; creditsSource?: "usage" | "price" } {
  if (execution.result?.usage) return { credits: execution.result.usage.consumed, creditsSource: "usage" };
  if (execution.error !== null || execution.result?.isError) return { credits: 0 };
  return price === null ? { credits: null } : { credits: price, creditsSource: "price" };
}

/**
 * What the live region says when a call answers: numbered, so two identical answers in a row are
 * still two changes of its text and both are read out.
 */
export function resultAnnouncement(
  call: number,
  toolName: string,
  failure: FailureView | undefined,
  meta: { latencyMs: number; credits?: number | bigint | null },
): string {
  const time = `${formatInteger(Math.round(meta.latencyMs))} ms`;
  if (failure) {
    const what = failure.kind === "tool" ? "The tool reported a failure" : "The call failed";
    return `Call ${call}: ${toolName} — ${what}: ${failure.message} (${time}).`;
  }
  const credits =
    meta.credits === null || meta.credits === undefined ? "credits unknown" : formatCredits(meta.credits);
  return `Call ${call}: ${toolName} answered in ${time}, ${credits}. The result follows.`;
}

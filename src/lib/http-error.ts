/** What a failed request becomes: one error type for every failure class and both error dialects. */

import {
  ALIASES,
  BY_MESSAGE,
  BY_STATUS,
  CODE_BY_STATUS,
  NEXT_BY_CODE,
  NOT_FOUND_BY_SUBJECT,
  SPECIFIC,
  type NextStepName,
} from "./error-meaning";
import { isRecord } from "../../common/plain-object";

export type ApiErrorKind = "http" | "network" | "cors" | "csp" | "timeout" | "aborted" | "invalid-response";

/** What the user can do about a failure, the same whichever dialect reported it. */
export type NextStep = NextStepName;

/** The one error type of every failed request, whatever went wrong and whichever dialect answered. */
export class ApiError extends Error {
  readonly status: number;
  /** The canonical code (this dashboard's vocabulary) that features branch on. */
  readonly code: string;
  /** The code exactly as the service sent it, in either vocabulary; shown for diagnosis only. */
  readonly serviceCode: string;
  readonly next: NextStep;
  readonly details: Record<string, unknown>;
  readonly kind: ApiErrorKind;
  readonly retryAfterSeconds?: number;

  constructor(init: {
    kind: ApiErrorKind;
    status?: number;
    code: string;
    serviceCode?: string;
    message: string;
    details?: Record<string, unknown>;
    retryAfterSeconds?: number;
  }) {
    super(init.message);
    this.name = "ApiError";
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code;
    this.serviceCode = init.serviceCode ?? init.code;
    this.next = nextStepOf(init.code, this.status, init.kind);
    this.details = init.details ?? {};
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What to show for anything a query or mutation threw: TanStack's error type here is `unknown`. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === "string" && error !== "" ? error : "Something went wrong.";
}

export function cspError(): ApiError {
  return new ApiError({
    kind: "csp",
    code: "CSP_BLOCKED",
    message: "Blocked by this dashboard's security policy (CSP). Use “Through the local proxy” in Settings.",
  });
}

export function httpError(response: Response, text: string): ApiError {
  const body = normalizeErrorBody(text);
  const retryAfterSeconds = parseRetryAfter(response.headers.get("Retry-After"));
  const serviceCode = body?.code ?? "";
  return new ApiError({
    kind: "http",
    status: response.status,
    code: canonicalCode(response.status, serviceCode, body?.message ?? ""),
    serviceCode,
    message: body?.message || `The service answered ${response.status} ${response.statusText}`.trim(),
    details: body?.details ?? {},
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  });
}

interface ErrorBody {
  code: string;
  message: string;
  details: Record<string, unknown>;
}

/**
 * Both error shapes: nested `{error:{code,message,details}}` (spec; production adds
 * `success: false`) and production's flat `{type, reason}`. The code is kept as sent;
 * `canonicalCode` gives it its meaning.
 */
export function normalizeErrorBody(text: string): ErrorBody | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const nested = value.error;
  if (isRecord(nested) && typeof nested.code === "string") {
    return {
      code: nested.code,
      message: typeof nested.message === "string" ? nested.message : "",
      details: isRecord(nested.details) ? nested.details : {},
    };
  }
  if (typeof value.type === "string") {
    const { type, reason, ...rest } = value;
    return {
      code: type,
      message: typeof reason === "string" ? reason : "",
      details: rest,
    };
  }
  return undefined;
}

/** Retry-After is either delta-seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null || header.trim() === "") return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The one place a failure's meaning is decided. Both vocabularies (the spec's UPPER_SNAKE, the
 * production chat family's lower_snake), both body shapes (read by `normalizeErrorBody`) and the
 * HTTP status give the canonical code that features branch on (docs/interfaces.md, "Error codes").
 * A specific code is kept (unless the status says otherwise); a generic or unknown one is refined
 * by the status, then by the message, and kept when neither says more.
 */
export function canonicalCode(status: number, serviceCode: string, message: string): string {
  const upper = serviceCode
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "_");
  const code = ALIASES[upper] ?? upper;
  if (SPECIFIC.has(code) && !(status in BY_STATUS)) return code;
  const byStatus = BY_STATUS[status];
  if (byStatus !== undefined) return byStatus;
  for (const [pattern, meaning] of BY_MESSAGE) if (pattern.test(message)) return meaning;
  if (code === "NOT_FOUND" || (code === "" && status === 404)) {
    for (const [pattern, meaning] of NOT_FOUND_BY_SUBJECT) if (pattern.test(message)) return meaning;
  }
  return code === "" ? codeForStatus(status) : code;
}

function nextStepOf(code: string, status: number, kind: ApiErrorKind): NextStep {
  const next = NEXT_BY_CODE[code];
  if (next !== undefined) return next;
  return status >= 500 || kind === "network" || kind === "timeout" ? "retry" : "none";
}

function codeForStatus(status: number): string {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? "INTERNAL_ERROR" : `HTTP_${status}`);
}

export function timeoutError(ms: number): ApiError {
  const seconds = Math.round(ms / 1000);
  return new ApiError({ kind: "timeout", code: "TIMEOUT", message: `No answer within ${seconds} s.` });
}

export function abortedError(): ApiError {
  return new ApiError({ kind: "aborted", code: "ABORTED", message: "The request was cancelled." });
}

export function invalidResponse(status: number, message: string, details: Record<string, unknown>): ApiError {
  return new ApiError({ kind: "invalid-response", status, code: "INVALID_RESPONSE", message, details });
}

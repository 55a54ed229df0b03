/** What a failed request becomes: one error type for every failure class and both error dialects. */

export type ApiErrorKind = "http" | "network" | "cors" | "csp" | "timeout" | "aborted" | "invalid-response";

/** The one error type of every failed request, whatever went wrong and whichever dialect answered. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown>;
  readonly kind: ApiErrorKind;
  readonly retryAfterSeconds?: number;

  constructor(init: {
    kind: ApiErrorKind;
    status?: number;
    code: string;
    message: string;
    details?: Record<string, unknown>;
    retryAfterSeconds?: number;
  }) {
    super(init.message);
    this.name = "ApiError";
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code;
    this.details = init.details ?? {};
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
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
  return new ApiError({
    kind: "http",
    status: response.status,
    code: body?.code ?? codeForStatus(response.status),
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

/** Both error dialects: `{error:{code,message,details}}` (spec) and the flat `{type, reason}`. */
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
      code: type.toUpperCase().replace(/[^A-Z0-9]+/g, "_"),
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

function codeForStatus(status: number): string {
  const known: Record<number, string> = {
    400: "INVALID_REQUEST",
    401: "UNAUTHORIZED",
    403: "FORBIDDEN",
    404: "NOT_FOUND",
    413: "PAYLOAD_TOO_LARGE",
    429: "RATE_LIMITED",
  };
  return known[status] ?? (status >= 500 ? "INTERNAL_ERROR" : `HTTP_${status}`);
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

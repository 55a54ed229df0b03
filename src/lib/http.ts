import * as v from "valibot";
import { watchCspBlock } from "./csp-block";

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

/** The service SDK gives up after 120 s; searches legitimately take tens of seconds. */
export const DEFAULT_TIMEOUT_MS = 120_000;
const PROBE_TIMEOUT_MS = 10_000;

export interface RequestOptions<T> {
  baseUrl: string;
  path: string;
  schema: v.GenericSchema<unknown, T>;
  method?: "GET" | "POST";
  apiKey?: string | null;
  query?: Record<string, string | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export function buildUrl(baseUrl: string, path: string, query?: Record<string, string | undefined>): string {
  const url = new URL(baseUrl.replace(/\/+$/, "") + path);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.toString();
}

export async function request<T>(options: RequestOptions<T>): Promise<T> {
  let url: string;
  try {
    url = buildUrl(options.baseUrl, options.path, options.query);
  } catch {
    throw new ApiError({
      kind: "network",
      code: "INVALID_URL",
      message: `Not a valid base URL: “${options.baseUrl}”`,
    });
  }
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener("abort", forwardAbort);
  if (options.signal?.aborted) controller.abort();
  const csp = watchCspBlock(url);

  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method: options.method ?? "GET",
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
      });
    } catch (cause) {
      if (timedOut) throw timeoutError(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      if (options.signal?.aborted) throw abortedError();
      if (await csp.blocked()) throw cspError();
      throw await classifyFetchFailure(url, cause);
    }
    const text = await response.text();
    if (!response.ok) throw httpError(response, text);
    return parseBody(text, options.schema, response.status);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw timeoutError(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    if (options.signal?.aborted) throw abortedError();
    throw new ApiError({ kind: "network", code: "NETWORK_ERROR", message: describe(error) });
  } finally {
    clearTimeout(timer);
    csp.stop();
    options.signal?.removeEventListener("abort", forwardAbort);
  }
}

function cspError(): ApiError {
  return new ApiError({
    kind: "csp",
    code: "CSP_BLOCKED",
    message: "Blocked by this dashboard's security policy (CSP). Use “Through the local proxy” in Settings.",
  });
}

function parseBody<T>(text: string, schema: v.GenericSchema<unknown, T>, status: number): T {
  let value: unknown = undefined;
  if (text.trim() !== "") {
    try {
      value = JSON.parse(text);
    } catch {
      throw invalidResponse(status, "The service answered with something that is not JSON.", {});
    }
  }
  const parsed = v.safeParse(schema, value);
  if (parsed.success) return parsed.output;
  const issues = parsed.issues.map((issue) => ({
    path: (issue.path ?? []).map((item) => item.key).join("."),
    message: issue.message,
  }));
  throw invalidResponse(
    status,
    value === undefined
      ? "The service answered with an empty body."
      : "The service answered in an unexpected shape.",
    { issues },
  );
}

/**
 * fetch rejects with the same TypeError whether the host is down or the browser hid a CORS refusal.
 * A `no-cors` GET without credentials or body tells them apart (an opaque answer means the host is up),
 * and cannot spend credits, so it is safe after any method.
 */
async function classifyFetchFailure(url: string, cause: unknown): Promise<ApiError> {
  if (!(cause instanceof TypeError)) {
    return new ApiError({ kind: "network", code: "NETWORK_ERROR", message: describe(cause) });
  }
  const probe = new AbortController();
  const timer = setTimeout(() => probe.abort(), PROBE_TIMEOUT_MS);
  try {
    await fetch(url, { method: "GET", mode: "no-cors", credentials: "omit", signal: probe.signal });
    return new ApiError({
      kind: "cors",
      code: "CORS_BLOCKED",
      message: "The service answered, but the browser blocked the response (CORS).",
    });
  } catch {
    return new ApiError({
      kind: "network",
      code: "NETWORK_ERROR",
      message: "The service could not be reached.",
    });
  } finally {
    clearTimeout(timer);
  }
}

function httpError(response: Response, text: string): ApiError {
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

function timeoutError(ms: number): ApiError {
  const seconds = Math.round(ms / 1000);
  return new ApiError({ kind: "timeout", code: "TIMEOUT", message: `No answer within ${seconds} s.` });
}

function abortedError(): ApiError {
  return new ApiError({ kind: "aborted", code: "ABORTED", message: "The request was cancelled." });
}

function invalidResponse(status: number, message: string, details: Record<string, unknown>): ApiError {
  return new ApiError({ kind: "invalid-response", status, code: "INVALID_RESPONSE", message, details });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : "The request failed.";
}

import * as v from "valibot";
import { watchCspBlock } from "./csp-block";
import { describeKeyCharProblem, keyCharProblem } from "./connection/key-text";
import { takeEarlyRead, unlessAborted } from "./early-reads";
import { abortedError, ApiError, cspError, httpError, invalidResponse, timeoutError } from "./http-error";

// The error type lives in http-error.ts; callers keep importing it from here, next to request().
export {
  ApiError,
  canonicalCode,
  errorMessage,
  isApiError,
  normalizeErrorBody,
  parseRetryAfter,
  type ApiErrorKind,
  type NextStep,
} from "./http-error";

/** The service SDK gives up after 120 s; searches legitimately take tens of seconds. */
export const DEFAULT_TIMEOUT_MS = 120_000;
const PROBE_TIMEOUT_MS = 10_000;

export interface RequestOptions<T> {
  baseUrl: string;
  path: string;
  schema: v.GenericSchema<unknown, T>;
  method?: "GET" | "POST" | "DELETE";
  apiKey?: string | null;
  query?: Record<string, string | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Reads what a 2xx answer says in its headers only (an id the body has no room for). */
  onHeaders?: (headers: Headers) => void;
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
  // Nothing is sent with a key that holds a pasted invisible character: fetch would throw before
  // sending, and the CORS check below would then go out without the key and blame the service.
  const keyProblem = options.apiKey ? keyCharProblem(options.apiKey) : null;
  if (keyProblem !== null) {
    throw new ApiError({
      kind: "http",
      code: "INVALID_KEY_TEXT",
      message: describeKeyCharProblem(keyProblem),
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
      const method = options.method ?? "GET";
      const send = () =>
        fetch(url, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal: controller.signal,
        });
      // A read public/early-reads.js started for this page with this key is taken instead, once. One
      // that failed is sent again from here, so a failure is always this request's own (and its CSP
      // check's).
      const early =
        method === "GET" && options.body === undefined
          ? takeEarlyRead(url, options.apiKey ?? null)
          : undefined;
      response = await (early ? unlessAborted(early.catch(send), controller.signal) : send());
    } catch (cause) {
      if (timedOut) throw timeoutError(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      if (options.signal?.aborted) throw abortedError();
      if (await csp.blocked()) throw cspError();
      throw await classifyFetchFailure(url, cause);
    }
    const text = await response.text();
    if (!response.ok) throw httpError(response, text);
    options.onHeaders?.(response.headers);
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

function describe(error: unknown): string {
  return error instanceof Error ? error.message : "The request failed.";
}

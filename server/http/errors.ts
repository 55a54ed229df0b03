import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Dialect } from "../config.ts";
import { DatabaseUnavailableError } from "../db/unavailable.ts";
import { errorBodyFor, familyOf } from "./error-dialects.ts";
import { outputLine } from "./shown.ts";

export type ErrorDetails = Record<string, unknown>;

/** The one way a route reports a failure the caller can act on. */
export class ServiceError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly details: ErrorDetails;
  /** Sent as Retry-After: the request may succeed when asked again after this many seconds. */
  retryAfterSeconds?: number;

  constructor(status: ContentfulStatusCode, code: string, message: string, details: ErrorDetails = {}) {
    super(message);
    this.name = "ServiceError";
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/**
 * The dialect an error answers in: the caller's (with its test-mode override) once the key is
 * known, else the service's (`serviceDialect`, set first thing by `createApp`).
 */
export function errorDialectOf(c: Context): Dialect {
  const vars = c.var as { account?: { dialect: Dialect }; serviceDialect?: Dialect };
  return vars.account?.dialect ?? vars.serviceDialect ?? "spec";
}

export function errorResponse(c: Context, error: ServiceError, headers?: Record<string, string>): Response {
  const body = errorBodyFor(errorDialectOf(c), familyOf(c.req.path), {
    status: error.status,
    code: error.code,
    message: error.message,
    details: error.details,
  });
  return c.json(body, error.status, headers);
}

const CODE_BY_STATUS: Partial<Record<number, string>> = {
  400: "INVALID_REQUEST",
  401: "UNAUTHORIZED",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  413: "PAYLOAD_TOO_LARGE",
};

/** viem's errors for a chain that did not answer (refused, timed out, or answered no JSON-RPC). */
const TRANSPORT_ERRORS = new Set([
  "HttpRequestError",
  "TimeoutError",
  "WebSocketRequestError",
  "SocketClosedError",
]);

/** Whether `err`, or any error it wraps, says the chain could not be reached. */
function chainUnreachable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 10; e = e.cause, depth++)
    if (TRANSPORT_ERRORS.has(e.name)) return true;
  return false;
}

/**
 * Library middleware throws HTTPException; anything else unexpected becomes a bare 500 so that no
 * message, stack or SQL reaches the caller. The log gets the message for the operator.
 */
export function onError(log: (line: string) => void): ErrorHandler {
  return (err, c) => {
    if (err instanceof ServiceError) {
      const retry = err.retryAfterSeconds;
      return errorResponse(c, err, retry === undefined ? undefined : { "Retry-After": String(retry) });
    }
    if (err instanceof HTTPException && err.status < 500) {
      const code = CODE_BY_STATUS[err.status] ?? "INVALID_REQUEST";
      return errorResponse(c, new ServiceError(err.status, code, err.message || code));
    }
    log(outputLine(`error ${c.req.method} ${c.req.path}: ${err.name}: ${err.message}`));
    if (chainUnreachable(err)) {
      const unavailable = new ServiceError(
        503,
        "CHAIN_UNAVAILABLE",
        "The chain cannot be reached; try again",
      );
      return errorResponse(c, unavailable, { "Retry-After": "1" });
    }
    // The same code as any internal failure (the dialects have no other), but 503: try again.
    if (err instanceof DatabaseUnavailableError) {
      const unavailable = new ServiceError(503, "INTERNAL_ERROR", "The database is unavailable; try again");
      return errorResponse(c, unavailable, { "Retry-After": "1" });
    }
    return errorResponse(c, new ServiceError(500, "INTERNAL_ERROR", "Internal error"));
  };
}

export const notFound: NotFoundHandler = (c) =>
  errorResponse(c, new ServiceError(404, "NOT_FOUND", `No route for ${c.req.method} ${c.req.path}`));

export function methodNotAllowedResponse(c: Context, methods: string[]): Response {
  const allow = methods.join(", ");
  const error = new ServiceError(405, "METHOD_NOT_ALLOWED", `${c.req.method} is not allowed here`, {
    allowed: methods,
  });
  return errorResponse(c, error, { Allow: allow });
}

export function payloadTooLarge(maxBytes: number) {
  return (c: Context): Response =>
    errorResponse(
      c,
      new ServiceError(413, "PAYLOAD_TOO_LARGE", "Request body too large", { max_bytes: maxBytes }),
    );
}

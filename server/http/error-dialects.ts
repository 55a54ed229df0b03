import type { Dialect } from "../config.ts";

/**
 * The production service's chat family speaks the error vocabulary its own SDK declares
 * (kirha-sdk-typescript 0.1.3, `src/errors.ts`): six lower_snake codes, with the HTTP status left
 * to say what kind of failure it was. Each of this service's codes maps to one of them; the status
 * stays the same in both dialects, so a 402 is still a 402 and a 410 still a 410. The billing
 * family keeps the UPPER_SNAKE codes its documentation names (spec section 7) in both dialects.
 */
export type ProductionCode =
  | "authentication_error"
  | "rate_limit_exceeded"
  | "bad_request"
  | "not_found"
  | "internal_error"
  | "unknown_error";

/** This service's code → production's. Codes missing here go by status (`productionCodeFor`). */
export const PRODUCTION_CODES: Readonly<Record<string, ProductionCode>> = {
  UNAUTHORIZED: "authentication_error",
  RATE_LIMITED: "rate_limit_exceeded",
  INVALID_REQUEST: "bad_request",
  PAYLOAD_TOO_LARGE: "bad_request",
  METHOD_NOT_ALLOWED: "bad_request",
  INSUFFICIENT_CREDITS: "bad_request",
  PLAN_EXPIRED: "bad_request",
  PLAN_ALREADY_RUN: "bad_request",
  PLAN_NOT_RUNNABLE: "bad_request",
  TOOL_FAILED: "bad_request",
  NOT_FOUND: "not_found",
  VERTICAL_NOT_FOUND: "not_found",
  TOOL_NOT_FOUND: "not_found",
  PLAN_NOT_FOUND: "not_found",
  INTERNAL_ERROR: "internal_error",
  CHAIN_UNAVAILABLE: "internal_error",
  TOP_UP_UNAVAILABLE: "internal_error",
};

export function productionCodeFor(code: string, status: number): ProductionCode {
  const known = PRODUCTION_CODES[code];
  if (known) return known;
  if (status === 401) return "authentication_error";
  if (status === 429) return "rate_limit_exceeded";
  if (status === 404) return "not_found";
  if (status >= 500) return "internal_error";
  return status >= 400 ? "bad_request" : "unknown_error";
}

export type ErrorFamily = "billing" | "chat" | "other";

/** Which API family a request path belongs to (the prefixes of `server/app.ts`). */
export function familyOf(path: string): ErrorFamily {
  if (path === "/chat/v1" || path.startsWith("/chat/v1/")) return "chat";
  if (path === "/billing/v1" || path.startsWith("/billing/v1/")) return "billing";
  return "other";
}

export interface ErrorParts {
  status: number;
  code: string;
  message: string;
  details: Record<string, unknown>;
}

/**
 * The error body in the caller's dialect. Spec: `{error: {code, message, details}}`. Production's
 * chat family: the same nesting with `success: false` beside it (the SDK's nested error schema
 * allows it) and a production code.
 */
export function errorBodyFor(dialect: Dialect, family: ErrorFamily, e: ErrorParts) {
  if (dialect === "production" && family === "chat") {
    const code = productionCodeFor(e.code, e.status);
    return { success: false as const, error: { code, message: e.message, details: e.details } };
  }
  return { error: { code: e.code, message: e.message, details: e.details } };
}

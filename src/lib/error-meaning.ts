/**
 * Tables of `canonicalCode` (src/lib/http-error.ts): how either vocabulary, and production's
 * status or message where it has no dedicated code, map to this dashboard's canonical codes.
 */

/** Production's lower_snake codes (its SDK's, and its tests' `auth_error`/`rate_limit`) and near spellings. */
export const ALIASES: Readonly<Record<string, string>> = {
  AUTHENTICATION_ERROR: "UNAUTHORIZED",
  AUTH_ERROR: "UNAUTHORIZED",
  UNAUTHENTICATED: "UNAUTHORIZED",
  INVALID_API_KEY: "UNAUTHORIZED",
  RATE_LIMIT_EXCEEDED: "RATE_LIMITED",
  RATE_LIMIT: "RATE_LIMITED",
  TOO_MANY_REQUESTS: "RATE_LIMITED",
  BAD_REQUEST: "INVALID_REQUEST",
  VALIDATION_ERROR: "INVALID_REQUEST",
  INTERNAL_SERVER_ERROR: "INTERNAL_ERROR",
  INSUFFICIENT_BALANCE: "INSUFFICIENT_CREDITS",
  INSUFFICIENT_FUNDS: "INSUFFICIENT_CREDITS",
  NOT_ENOUGH_CREDITS: "INSUFFICIENT_CREDITS",
  PAYMENT_REQUIRED: "INSUFFICIENT_CREDITS",
  EXPIRED_PLAN: "PLAN_EXPIRED",
  PLAN_EXPIRED_ERROR: "PLAN_EXPIRED",
  UNKNOWN_ERROR: "",
};

/** Statuses that say what happened whatever the code (402 and 410 are the service's only uses of them). */
export const BY_STATUS: Readonly<Record<number, string>> = {
  401: "UNAUTHORIZED",
  402: "INSUFFICIENT_CREDITS",
  410: "PLAN_EXPIRED",
  429: "RATE_LIMITED",
};

/** Production names no code for these; its message still says what happened. */
export const BY_MESSAGE: ReadonlyArray<readonly [RegExp, string]> = [
  [/insufficient (credit|balance|fund)|not enough credits|out of credits/i, "INSUFFICIENT_CREDITS"],
  [/\bplan\b.*\bexpired\b|\bexpired plan\b/i, "PLAN_EXPIRED"],
  [/\bplan\b.*\balready (been )?run\b/i, "PLAN_ALREADY_RUN"],
  [/could not be planned/i, "PLAN_NOT_RUNNABLE"],
];

/** A generic "not found" names its subject in the message (a word, not a segment of a route path). */
export const NOT_FOUND_BY_SUBJECT: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?<![/\w])plan(?![/\w])/i, "PLAN_NOT_FOUND"],
  [/(?<![/\w])invoice(?![/\w])/i, "INVOICE_NOT_FOUND"],
  [/(?<![/\w])vertical(?![/\w])/i, "VERTICAL_NOT_FOUND"],
  [/(?<![/\w])tool(?![/\w])/i, "TOOL_NOT_FOUND"],
];

export const CODE_BY_STATUS: Readonly<Record<number, string>> = {
  400: "INVALID_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  429: "RATE_LIMITED",
};

export type NextStepName = "top-up" | "plan-again" | "check-key" | "wait" | "fix-input" | "retry" | "none";

export const NEXT_BY_CODE: Readonly<Record<string, NextStepName>> = {
  INSUFFICIENT_CREDITS: "top-up",
  PLAN_EXPIRED: "plan-again",
  PLAN_ALREADY_RUN: "plan-again",
  PLAN_NOT_FOUND: "plan-again",
  PLAN_NOT_RUNNABLE: "plan-again",
  UNAUTHORIZED: "check-key",
  RATE_LIMITED: "wait",
  INVALID_REQUEST: "fix-input",
  PAYLOAD_TOO_LARGE: "fix-input",
  CURRENCY_NOT_SUPPORTED: "fix-input",
};

/** The canonical codes with a meaning of their own: kept as they come. */
export const SPECIFIC = new Set([
  "UNAUTHORIZED",
  "RATE_LIMITED",
  "PAYLOAD_TOO_LARGE",
  "METHOD_NOT_ALLOWED",
  "INSUFFICIENT_CREDITS",
  "CURRENCY_NOT_SUPPORTED",
  "INVOICE_NOT_FOUND",
  "PAYMENT_NOT_COMPLETED",
  "PAYMENT_ALREADY_USED",
  "INVOICE_ALREADY_COMPLETED",
  "TOP_UP_UNAVAILABLE",
  "CHAIN_UNAVAILABLE",
  "VERTICAL_NOT_FOUND",
  "TOOL_NOT_FOUND",
  "TOOL_FAILED",
  "PLAN_NOT_FOUND",
  "PLAN_EXPIRED",
  "PLAN_ALREADY_RUN",
  "PLAN_NOT_RUNNABLE",
  "ACCOUNT_NOT_FOUND",
  "PROXY_FORBIDDEN",
]);

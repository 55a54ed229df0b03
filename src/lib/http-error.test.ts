import { expect, test } from "vitest";
import { errorMessage, httpError, type NextStep } from "./http-error";

type Row = [label: string, status: number, body: unknown, code: string, next: NextStep];

const nested = (code: string, message: string, details: Record<string, unknown> = {}) => ({
  error: { code, message, details },
});
const production = (code: string, message: string, details: Record<string, unknown> = {}) => ({
  success: false,
  error: { code, message, details },
});
const flat = (type: string, reason: string) => ({ type, reason });

// Each meaning appears in every form a service may send it: the spec's code, production's code,
// production's flat body, and the bare status or message where production names no code.
const TABLE: Row[] = [
  ["spec UNAUTHORIZED", 401, nested("UNAUTHORIZED", "Invalid API key"), "UNAUTHORIZED", "check-key"],
  [
    "production authentication_error",
    401,
    production("authentication_error", "Invalid API key"),
    "UNAUTHORIZED",
    "check-key",
  ],
  ["SDK fixture auth_error", 401, nested("auth_error", "Invalid API key"), "UNAUTHORIZED", "check-key"],
  ["flat unauthorized", 401, flat("unauthorized", "Invalid API key"), "UNAUTHORIZED", "check-key"],
  ["a 401 with no body", 401, "", "UNAUTHORIZED", "check-key"],
  ["spec RATE_LIMITED", 429, nested("RATE_LIMITED", "Too many requests"), "RATE_LIMITED", "wait"],
  [
    "production rate_limit_exceeded",
    429,
    production("rate_limit_exceeded", "Slow down"),
    "RATE_LIMITED",
    "wait",
  ],
  ["SDK fixture rate_limit", 429, nested("rate_limit", "Slow down"), "RATE_LIMITED", "wait"],
  ["flat rate_limited", 429, flat("rate_limited", "Slow down"), "RATE_LIMITED", "wait"],
  [
    "spec INSUFFICIENT_CREDITS",
    402,
    nested("INSUFFICIENT_CREDITS", "Not enough credits"),
    "INSUFFICIENT_CREDITS",
    "top-up",
  ],
  [
    "production 402 bad_request",
    402,
    production("bad_request", "Not enough credits"),
    "INSUFFICIENT_CREDITS",
    "top-up",
  ],
  ["a bare 402", 402, "", "INSUFFICIENT_CREDITS", "top-up"],
  [
    "production insufficient_credits code",
    400,
    production("insufficient_credits", "No"),
    "INSUFFICIENT_CREDITS",
    "top-up",
  ],
  [
    "a 400 saying insufficient balance",
    400,
    production("bad_request", "Insufficient balance for this call"),
    "INSUFFICIENT_CREDITS",
    "top-up",
  ],
  [
    "flat payment_error saying not enough credits",
    400,
    flat("payment_error", "Not enough credits left"),
    "INSUFFICIENT_CREDITS",
    "top-up",
  ],
  [
    "spec PLAN_EXPIRED",
    410,
    nested("PLAN_EXPIRED", "This plan has expired; create a new plan"),
    "PLAN_EXPIRED",
    "plan-again",
  ],
  [
    "production 410 bad_request",
    410,
    production("bad_request", "This plan has expired; create a new plan"),
    "PLAN_EXPIRED",
    "plan-again",
  ],
  ["a bare 410", 410, "", "PLAN_EXPIRED", "plan-again"],
  ["production plan_expired code", 400, production("plan_expired", "Gone"), "PLAN_EXPIRED", "plan-again"],
  [
    "a 400 saying the plan expired",
    400,
    production("bad_request", "Plan plan_abc has expired (plans are valid for 5 minutes)"),
    "PLAN_EXPIRED",
    "plan-again",
  ],
  ["flat saying the plan expired", 400, flat("bad_request", "plan expired"), "PLAN_EXPIRED", "plan-again"],
  ["spec PLAN_ALREADY_RUN", 409, nested("PLAN_ALREADY_RUN", "Already run"), "PLAN_ALREADY_RUN", "plan-again"],
  [
    "production 409 saying already run",
    409,
    production("bad_request", "This plan has already been run; plans run once"),
    "PLAN_ALREADY_RUN",
    "plan-again",
  ],
  [
    "spec PLAN_NOT_FOUND",
    404,
    nested("PLAN_NOT_FOUND", "No plan with this id"),
    "PLAN_NOT_FOUND",
    "plan-again",
  ],
  [
    "production not_found for a plan",
    404,
    production("not_found", "No plan with this id"),
    "PLAN_NOT_FOUND",
    "plan-again",
  ],
  [
    "production not_found for a tool",
    404,
    production("not_found", 'Unknown tool "x_y"'),
    "TOOL_NOT_FOUND",
    "none",
  ],
  [
    "production not_found for a vertical",
    404,
    production("not_found", 'Unknown vertical "medical"'),
    "VERTICAL_NOT_FOUND",
    "none",
  ],
  [
    "production not_found for a route path naming plan",
    404,
    production("not_found", "No route for POST /chat/v1/search/plan/x"),
    "NOT_FOUND",
    "none",
  ],
  [
    "production 422 could not be planned",
    422,
    production("bad_request", "This plan has no steps: the query could not be planned"),
    "PLAN_NOT_RUNNABLE",
    "plan-again",
  ],
  [
    "spec INVALID_REQUEST",
    400,
    nested("INVALID_REQUEST", "Invalid field query"),
    "INVALID_REQUEST",
    "fix-input",
  ],
  [
    "production bad_request",
    400,
    production("bad_request", "Invalid field query"),
    "INVALID_REQUEST",
    "fix-input",
  ],
  [
    "flat invalid_request",
    400,
    flat("invalid_request", "input.query is required"),
    "INVALID_REQUEST",
    "fix-input",
  ],
  ["spec INTERNAL_ERROR", 500, nested("INTERNAL_ERROR", "Internal error"), "INTERNAL_ERROR", "retry"],
  [
    "production internal_error",
    500,
    production("internal_error", "Internal error"),
    "INTERNAL_ERROR",
    "retry",
  ],
  [
    "production unknown_error",
    502,
    production("unknown_error", "Upstream failed"),
    "INTERNAL_ERROR",
    "retry",
  ],
  ["a 502 HTML page", 502, "<html>Bad gateway</html>", "INTERNAL_ERROR", "retry"],
  [
    "billing PAYMENT_NOT_COMPLETED is kept",
    409,
    nested("PAYMENT_NOT_COMPLETED", "Not mined"),
    "PAYMENT_NOT_COMPLETED",
    "none",
  ],
  [
    "billing CURRENCY_NOT_SUPPORTED is kept",
    400,
    nested("CURRENCY_NOT_SUPPORTED", "No"),
    "CURRENCY_NOT_SUPPORTED",
    "fix-input",
  ],
  ["an unknown code is kept, upper-cased", 418, flat("teapot", "I am a teapot"), "TEAPOT", "none"],
];

test.each(TABLE)("%s → the canonical code and next step", (_label, status, body, code, next) => {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  const error = httpError(new Response(text, { status }), text);
  expect({ code: error.code, next: error.next }).toEqual({ code, next });
});

test("keeps what the service said next to the canonical code", () => {
  const text = JSON.stringify(production("bad_request", "Not enough credits", { needed: 4, available: 3 }));
  const error = httpError(new Response(text, { status: 402 }), text);
  expect(error).toMatchObject({
    code: "INSUFFICIENT_CREDITS",
    serviceCode: "bad_request",
    message: "Not enough credits",
    details: { needed: 4, available: 3 },
  });
});

test("reads the flat body's other fields as details, and its reason as the message", () => {
  const text = JSON.stringify({ type: "rate_limit_exceeded", reason: "Slow down", limit: 60 });
  const error = httpError(new Response(text, { status: 429, headers: { "Retry-After": "7" } }), text);
  expect(error).toMatchObject({
    code: "RATE_LIMITED",
    serviceCode: "rate_limit_exceeded",
    message: "Slow down",
    details: { limit: 60 },
    retryAfterSeconds: 7,
  });
});

test("anything thrown has a message to show: an Error's own, a string, or a plain fallback", () => {
  expect(errorMessage(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
  expect(errorMessage("wallet locked")).toBe("wallet locked");
  expect(errorMessage({ code: 4001 })).toBe("Something went wrong.");
  expect(errorMessage(undefined)).toBe("Something went wrong.");
});

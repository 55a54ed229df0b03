import { expect, test } from "vitest";
import { ApiError } from "../../../lib/http";
import { explainBillingError, isHashNotFound, isTransientPaymentError } from "./billing-errors";

const error = (code: string, status: number, details: Record<string, unknown> = {}) =>
  new ApiError({ kind: "http", status, code, message: `${code} message`, details });

test.each([
  ["INVALID_REQUEST", 400, "The service rejected the request"],
  ["CURRENCY_NOT_SUPPORTED", 400, "This currency is not accepted"],
  ["INVOICE_NOT_FOUND", 404, "The service does not know this invoice"],
  ["PAYMENT_ALREADY_USED", 409, "This transaction already paid another invoice"],
  ["INVOICE_ALREADY_COMPLETED", 409, "This invoice is already paid"],
  ["TOP_UP_UNAVAILABLE", 503, "Top-ups are unavailable right now"],
  ["CHAIN_UNAVAILABLE", 503, "Top-ups are unavailable right now"],
])("%s is explained with a next step", (code, status, title) => {
  const help = explainBillingError(error(code, status));
  expect(help.title).toBe(title);
  expect(help.next.length).toBeGreaterThan(10);
});

test("PAYMENT_NOT_COMPLETED names the failed check with expected and found", () => {
  const help = explainBillingError(
    error("PAYMENT_NOT_COMPLETED", 409, { check: "amount", expected: "100", found: "99" }),
  );
  expect(help.check).toEqual({ name: "amount", expected: "100", found: "99" });
  expect(isTransientPaymentError(error("PAYMENT_NOT_COMPLETED", 409, { check: "amount" }))).toBe(false);
  expect(isTransientPaymentError(error("PAYMENT_NOT_COMPLETED", 409, { check: "mined" }))).toBe(true);
  expect(isTransientPaymentError(error("PAYMENT_ALREADY_USED", 409))).toBe(false);
});

test("an unknown hash is its own case: neither retried as 'not mined yet' nor left to a generic wording", () => {
  const unknown = new ApiError({
    kind: "http",
    status: 409,
    code: "PAYMENT_NOT_COMPLETED",
    message: "no",
    details: { check: "mined", expected: "mined", found: "unknown transaction" },
  });
  const pending = new ApiError({
    kind: "http",
    status: 409,
    code: "PAYMENT_NOT_COMPLETED",
    message: "no",
    details: { check: "mined", expected: "mined", found: "pending" },
  });
  expect(isHashNotFound(unknown)).toBe(true);
  expect(isTransientPaymentError(unknown)).toBe(false);
  expect(isHashNotFound(pending)).toBe(false);
  expect(isTransientPaymentError(pending)).toBe(true);
});

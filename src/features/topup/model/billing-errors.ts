import { isApiError } from "../../../lib/http";

export interface ErrorHelp {
  title: string;
  /** What happened, in the user's terms. */
  detail: string;
  /** What to do now. */
  next: string;
  /** PAYMENT_NOT_COMPLETED's check, with what the service expected and found. */
  check?: { name: string; expected: string; found: string };
}

const str = (value: unknown): string =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

/** The checks that a later block can still satisfy; every other failure is final for that hash. */
export const TRANSIENT_CHECKS = new Set(["mined", "confirmations"]);

/** `mined` with "unknown transaction": the service's node has never seen this hash. */
export function isHashNotFound(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.code === "PAYMENT_NOT_COMPLETED" &&
    str(error.details.check) === "mined" &&
    str(error.details.found) === "unknown transaction"
  );
}

export function isTransientPaymentError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (isHashNotFound(error)) return false;
  if (error.code === "PAYMENT_NOT_COMPLETED") return TRANSIENT_CHECKS.has(str(error.details.check));
  // The service or the chain node being briefly away; completion is idempotent, so asking again is safe.
  return error.kind === "network" || error.kind === "timeout" || error.status >= 500;
}

/**
 * The one wording of a hash the chain does not know, whether it is still being looked for or the
 * short window is over: the pending payment, the invoice row and a direct check all say this.
 */
export function notFoundText(chainName: string, stillLooking: boolean): Omit<ErrorHelp, "check"> {
  return {
    title: `Not found on ${chainName} yet`,
    detail: stillLooking
      ? "The service's node does not know this transaction hash yet; it is still looking. Nothing was credited."
      : "The service's node does not know this transaction hash; it stopped looking by itself. Nothing was credited.",
    next: "If you just sent it, wait a few seconds and check again; otherwise check the hash and the network.",
  };
}

/** PAYMENT_ALREADY_USED: the caller's invoice that the transaction already paid, when the service says. */
export function creditedInvoiceOf(details: Record<string, unknown>): string | null {
  const id = details.credited_invoice_id;
  return typeof id === "string" && id !== "" ? id : null;
}

export function alreadyUsedText(creditedInvoiceId: string | null): Omit<ErrorHelp, "check"> {
  return creditedInvoiceId !== null
    ? {
        title: `This transaction already paid invoice ${creditedInvoiceId}`,
        detail: `Its credits went to invoice ${creditedInvoiceId}; one transaction credits one invoice, so it was not counted again.`,
        next: "Open that invoice to see its receipt; pay this one with a new transfer of its exact amount.",
      }
    : {
        title: "This transaction already paid another invoice",
        detail: "Each payment can credit one invoice only, so it was not counted again.",
        next: "Pay this invoice with a new transfer of its exact amount, then paste that hash.",
      };
}

/** What an ERC-20 token's address means to the user: the currency it is, among those known here. */
export interface KnownCurrency {
  symbol: string;
  token: string | null;
}

/** "you sent USDC; this invoice is paid in ETH", when the service's found address is a known token. */
export function sentOtherCurrency(
  found: string | undefined,
  symbol: string,
  currencies: readonly KnownCurrency[],
): string | null {
  if (found === undefined) return null;
  const sent = currencies.find(
    (c) => c.token !== null && c.token.toLowerCase() === found.toLowerCase() && c.symbol !== symbol,
  );
  return sent ? sent.symbol : null;
}

/** Every billing error code, explained with the next step. */
export function explainBillingError(error: unknown): ErrorHelp {
  if (!isApiError(error)) {
    const message = error instanceof Error ? error.message : "Something went wrong.";
    return { title: "Something went wrong", detail: message, next: "Try again." };
  }
  const d = error.details;
  switch (error.code) {
    case "INVALID_REQUEST":
      return {
        title: "The service rejected the request",
        detail: `${error.message}${d.field ? ` (field: ${str(d.field)})` : ""}.`,
        next: "Correct the value and try again.",
      };
    case "CURRENCY_NOT_SUPPORTED":
      return {
        title: "This currency is not accepted",
        detail: error.message,
        next: Array.isArray(d.supported)
          ? `Choose one of: ${d.supported.map(str).join(", ")}.`
          : "Choose another currency.",
      };
    case "INVOICE_NOT_FOUND":
      return {
        title: "The service does not know this invoice",
        detail: "It was created for another account or another service, or it never existed.",
        next: "Check that the connection and API key are the ones you used for the quote, or get a new quote.",
      };
    case "PAYMENT_NOT_COMPLETED": {
      if (isHashNotFound(error)) return notFoundText("the chain", false);
      const check = { name: str(d.check), expected: str(d.expected), found: str(d.found) };
      const waiting = TRANSIENT_CHECKS.has(check.name);
      return {
        title: waiting ? "The payment is not confirmed yet" : "This transaction does not pay the invoice",
        detail: waiting
          ? "The chain does not show enough confirmations for it yet."
          : `The check “${check.name}” failed: expected ${check.expected}, found ${check.found}.`,
        next: waiting
          ? "Wait a little and check again; nothing is lost."
          : "Send exactly the quoted amount to the quoted address on the quoted network, then paste that transaction's hash.",
        check,
      };
    }
    case "PAYMENT_ALREADY_USED":
      return alreadyUsedText(creditedInvoiceOf(d));
    case "INVOICE_ALREADY_COMPLETED":
      return {
        title: "This invoice is already paid",
        detail: `Another transaction${d.transaction_hash ? ` (${str(d.transaction_hash)})` : ""} paid it; its credits are in your balance.`,
        next: "Nothing to do. Get a new quote to buy more credits.",
      };
    case "TOP_UP_UNAVAILABLE":
    case "CHAIN_UNAVAILABLE":
      return {
        title: "Top-ups are unavailable right now",
        detail: error.message,
        next: "Try again in a few minutes. A payment already sent stays listed and is checked again.",
      };
    case "UNAUTHORIZED":
      return {
        title: "The API key was refused",
        detail: error.message,
        next: "Enter a valid key for this connection in Settings.",
      };
    default:
      return { title: "The request failed", detail: `${error.message} (${error.code})`, next: "Try again." };
  }
}

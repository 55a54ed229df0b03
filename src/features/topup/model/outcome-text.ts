import { formatUnits } from "../../../lib/format";
import { ApiError, isApiError } from "../../../lib/http";
import {
  alreadyUsedText,
  creditedInvoiceOf,
  explainBillingError,
  notFoundText,
  sentOtherCurrency,
  type KnownCurrency,
} from "./billing-errors";
import type { BookEntry, Outcome } from "./invoice-book";

export interface OutcomeText {
  title: string;
  detail: string;
  /** The one step that is possible from here. */
  next: string;
}

interface Context {
  entry: BookEntry;
  symbol: string;
  chainName: string;
  /** The currencies this connection knows, to name a token by its symbol. */
  currencies?: readonly KnownCurrency[];
}

const isDigits = (value: string | undefined): value is string => value !== undefined && /^\d+$/.test(value);

/** "0.02 ETH (20000000000000000 wei)": human units next to smallest units whenever both are known. */
export function amountText(raw: string, decimals: number | null, symbol: string): string {
  const unit = symbol === "ETH" ? "wei" : "smallest units";
  if (decimals === null) return `${raw} ${unit}`;
  return `${formatUnits(BigInt(raw), decimals)} ${symbol} (${raw} ${unit})`;
}

/** The service's final answer for a hash, in words, with what was credited and the next step. */
export function explainOutcome(
  outcome: Outcome,
  { entry, symbol, chainName, currencies = [] }: Context,
): OutcomeText {
  const needs =
    entry.amount !== null ? amountText(entry.amount, entry.decimals, symbol) : "the invoice's exact amount";
  const payAgain = `Pay exactly ${needs} as a new transfer to the invoice's address, then paste that hash. For the transfer already made, contact the service with its hash.`;
  const nothing = "Nothing was credited.";
  if (outcome.code === "PAYMENT_ALREADY_USED") {
    const credited = outcome.creditedInvoiceId ?? null;
    if (credited !== null) {
      const text = alreadyUsedText(credited);
      return { ...text, next: `Open invoice ${credited} to see its receipt. ${payAgain}` };
    }
    return {
      title: "This transaction already paid another invoice",
      detail: `Each payment credits one invoice only, so it was not counted for this one. ${nothing}`,
      next: `Pay this invoice with a new transfer of exactly ${needs}, then paste that hash.`,
    };
  }
  if (outcome.code === "INVOICE_NOT_FOUND") {
    return {
      title: "The service does not know this invoice",
      detail: `It was created for another account or another service, or the id is mistyped. ${nothing}`,
      next: "Check the invoice id and that this connection's API key is the one that created it.",
    };
  }
  if (outcome.code !== "PAYMENT_NOT_COMPLETED") {
    const help = explainBillingError(
      new ApiError({ kind: "http", status: 409, code: outcome.code, message: outcome.code }),
    );
    return { title: help.title, detail: `${help.detail} ${nothing}`, next: help.next };
  }
  const { expected, found } = outcome;
  switch (outcome.check) {
    case "mined":
      if (found === "unknown transaction") return notFoundText(chainName, false);
      return {
        title: `The transaction is not mined on ${chainName} yet`,
        detail: `It is still pending. ${nothing}`,
        next: "Wait for it to be mined, then check again.",
      };
    case "amount":
      return {
        title: "The transfer has the wrong amount",
        detail: `You sent ${isDigits(found) ? amountText(found, entry.decimals, symbol) : String(found)}; this invoice needs exactly ${isDigits(expected) ? amountText(expected, entry.decimals, symbol) : needs}. ${nothing}`,
        next: payAgain,
      };
    case "token": {
      // A token invoice paid with the chain's coin: the service says "native coin" (verify-payment.ts).
      if (found === "native coin") {
        const native = currencies.find((c) => c.token === null)?.symbol ?? "the chain's native coin";
        return wrongCurrency(native, symbol, payAgain);
      }
      return {
        title: `The transfer is not in ${symbol}`,
        detail: `This invoice is paid in ${symbol}${entry.token ? ` (token ${entry.token})` : ""}, and this transaction moves none of it to the invoice. ${nothing}`,
        next: payAgain,
      };
    }
    case "destination": {
      // An ETH invoice paid with a token: the transaction went to the token's contract, which is what
      // the service reports as the address it "paid".
      const sent = entry.token === null ? sentOtherCurrency(found, symbol, currencies) : null;
      if (sent !== null) return wrongCurrency(sent, symbol, payAgain);
      return {
        title: "The transfer went to another address",
        detail: `It paid ${String(found)}, not the invoice's address ${String(expected)}. ${nothing}`,
        next: payAgain,
      };
    }
    case "from":
      return {
        title: "The sender is not on this account's whitelist",
        detail: `This account credits only payments sent from the addresses on its sender whitelist, and ${String(found)} is not one of them. ${nothing}`,
        next: `Add ${String(found)} to the sender whitelist, then check this hash again: “Add and check again” does both.`,
      };
    case "status":
      return {
        title: "The transaction failed on chain",
        detail: `It was mined but reverted, so no money moved. ${nothing}`,
        next: `Pay exactly ${needs} as a new transfer, then paste that hash.`,
      };
    case "after_invoice":
      return {
        title: "The transaction is older than the invoice",
        detail: `A payment must be made after the invoice was created (found ${String(found)}). ${nothing}`,
        next: payAgain,
      };
    case "chain":
      return {
        title: "The transaction is on another network",
        detail: `It is on chain id ${String(found)}; this invoice is paid on chain id ${String(expected)}. ${nothing}`,
        next: payAgain,
      };
    default:
      return {
        title: "The service could not confirm this payment",
        detail: `Its check “${String(outcome.check)}” failed (expected ${String(expected)}, found ${String(found)}). ${nothing}`,
        next: "Contact the service with the transaction hash.",
      };
  }
}

function wrongCurrency(sent: string, symbol: string, payAgain: string): OutcomeText {
  return {
    title: `You sent ${sent}; this invoice is paid in ${symbol}`,
    detail: `The transfer moved ${sent}, and only ${symbol} is counted for this invoice. Nothing was credited.`,
    next: `${payAgain.replace(" For the transfer already made,", ` For the ${sent} already sent,`)}`,
  };
}

const ABOUT_THE_HASH = new Set(["PAYMENT_NOT_COMPLETED", "PAYMENT_ALREADY_USED", "INVOICE_NOT_FOUND"]);

/** What the book keeps of a final answer about a hash; null for other errors (a key, an outage). */
export function outcomeOf(error: unknown, hash: string, at: number): Outcome | null {
  if (!isApiError(error) || !ABOUT_THE_HASH.has(error.code)) return null;
  const d = error.details;
  const text = (value: unknown) =>
    typeof value === "string" || typeof value === "number" ? String(value) : undefined;
  return {
    hash,
    at,
    code: error.code,
    check: text(d.check),
    expected: text(d.expected),
    found: text(d.found),
    ...(error.code === "PAYMENT_ALREADY_USED" && creditedInvoiceOf(d) !== null
      ? { creditedInvoiceId: creditedInvoiceOf(d) ?? undefined }
      : {}),
  };
}

import type { Hash } from "viem";
import { ServiceError } from "../http/errors.ts";
import type { AppDeps } from "../http/env.ts";
import { findCurrency, topUpSettings } from "./currencies.ts";
import { credit } from "./ledger.ts";
import { claimHash, findInvoice, invoicePaidBy, markCompleted, type InvoiceRow } from "./topup-store.ts";
import { verifyPayment } from "./verify-payment.ts";
import { listWhitelist } from "./whitelist-store.ts";

export const invoiceNotFound = (id: string) =>
  new ServiceError(404, "INVOICE_NOT_FOUND", "No such top-up invoice for this account", { invoice_id: id });

/**
 * One transaction credits one invoice, even when it pays several (a contract sending to two
 * invoice addresses): the first completion wins; the others get this, naming the credited invoice
 * when it is the caller's own (another account's invoice ids are not told).
 */
const alreadyUsed = (hash: Hash, accountId: string, by: { invoiceId: string; accountId: string } | null) => {
  const own = by !== null && by.accountId === accountId;
  return new ServiceError(
    409,
    "PAYMENT_ALREADY_USED",
    own
      ? `This transaction has already been credited to invoice ${by.invoiceId}; one transaction credits one invoice`
      : "This transaction has already been credited to another account's invoice; one transaction credits one invoice",
    { transaction_hash: hash, credited_invoice_id: own ? by.invoiceId : null },
  );
};

const notPersisted = () =>
  new ServiceError(503, "CHAIN_UNAVAILABLE", "The chain's state could not be saved; nothing was credited");

const alreadyCompleted = (inv: InvoiceRow) =>
  new ServiceError(409, "INVOICE_ALREADY_COMPLETED", "This invoice was already paid by another transaction", {
    transaction_hash: inv.transaction_hash,
  });

/**
 * Validates the payment on chain, then credits it in one database transaction. The chain is read
 * outside the transaction (it is slow); the transaction re-reads the invoice and claims the hash
 * under the primary key, so racing completions of one payment credit it exactly once.
 */
export async function completeTopUp(deps: AppDeps, accountId: string, invoiceId: string, rawHash: Hash) {
  const hash = rawHash.toLowerCase() as Hash;
  const invoice = await findInvoice(deps.db, accountId, invoiceId);
  if (invoice === null) throw invoiceNotFound(invoiceId);
  if (invoice.status === "completed") {
    if (invoice.transaction_hash === hash) return invoice;
    throw alreadyCompleted(invoice);
  }
  const settings = topUpSettings(deps.config);
  const currency = findCurrency(settings, invoice.currency_id);
  if (currency === undefined) {
    throw new ServiceError(400, "CURRENCY_NOT_SUPPORTED", "The invoice's currency is no longer offered", {
      currency_id: invoice.currency_id,
    });
  }
  const usedBy = await invoicePaidBy(deps.db, invoice.chain_id, hash);
  if (usedBy !== null && usedBy.invoiceId !== invoice.id) throw alreadyUsed(hash, accountId, usedBy);
  if (deps.chain === null)
    throw new ServiceError(503, "CHAIN_UNAVAILABLE", "No chain connection to verify payments");

  const verdict = await verifyPayment(deps.chain.publicClient, hash, {
    currency,
    amount: BigInt(invoice.amount),
    destination: invoice.destination_address,
    createdBlock: invoice.created_block === null ? null : BigInt(invoice.created_block),
    requestedAt: invoice.requested_at,
    confirmations: settings.confirmations,
    senders: await listWhitelist(deps.db, accountId),
  });
  if (!verdict.ok) {
    const { check, expected, found } = verdict;
    throw new ServiceError(409, "PAYMENT_NOT_COMPLETED", `Payment not completed: check "${check}" failed`, {
      check,
      expected,
      found,
      transaction_hash: hash,
    });
  }

  // The chain's state that justifies the credit reaches disk before the credit is committed: a
  // crash after the 200 can no longer leave a credit whose transaction the chain forgot.
  await deps.chain.persistState?.().catch((error: unknown) => {
    // The cause (a path, a disk error) goes to the log, not to the caller.
    deps.log?.(`Saving the chain's state before crediting ${invoice.id} failed: ${String(error)}`);
    throw notPersisted();
  });
  const purchasedAt = Math.floor((deps.now?.() ?? new Date()).getTime() / 1000);
  return deps.db.transaction(async (tx) => {
    const current = await findInvoice(tx, accountId, invoiceId, true);
    if (current === null) throw invoiceNotFound(invoiceId);
    if (current.status === "completed") {
      if (current.transaction_hash === hash) return current;
      throw alreadyCompleted(current);
    }
    if (!(await claimHash(tx, current.chain_id, hash, current.id, verdict.blockHash))) {
      throw alreadyUsed(hash, accountId, await invoicePaidBy(tx, current.chain_id, hash));
    }
    await credit(tx, accountId, BigInt(current.credits), `topup:${current.id}`);
    return markCompleted(tx, current.id, hash, purchasedAt);
  });
}

import type { Hash } from "viem";
import type { Queryable } from "../db/db.ts";
import { ServiceError } from "../http/errors.ts";
import type { AppDeps } from "../http/env.ts";
import { findCurrency, topUpSettings } from "./currencies.ts";
import { credit } from "./ledger.ts";
import { claimHash, findInvoice, invoicePaidBy, markCompleted, type InvoiceRow } from "./topup-store.ts";
import { senderListed, verifySender, verifyTransfer } from "./verify-payment.ts";
import { loadScanMark, saveScanMark } from "./scan-mark.ts";
import { transfersTo } from "./verify-sum.ts";
import { fail, type FailedCheck, type PaymentExpectation } from "./verify-verdict.ts";
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

const notCompleted = (hash: Hash, failed: FailedCheck, extra: Record<string, unknown> = {}) =>
  new ServiceError(409, "PAYMENT_NOT_COMPLETED", `Payment not completed: check "${failed.check}" failed`, {
    check: failed.check,
    expected: failed.expected,
    found: failed.found,
    transaction_hash: hash,
    ...extra,
  });

/** A transfer to the invoice address that was not summed, and why. */
interface NotCounted {
  transaction_hash: string;
  value: string;
  /** `from`: its sender is not on the whitelist; `used`: it is credited to another invoice. */
  reason: "from" | "used";
}

/** The transfers a credit rests on and their sum. */
interface Paid {
  hashes: { hash: Hash; blockHash: Hash }[];
  received: bigint;
}

/**
 * Validates the payment on chain, then credits it in one database transaction. The chain is read
 * outside the transaction (it is slow); the transaction re-reads the invoice and claims every hash
 * it rests on, so racing completions credit it exactly once.
 *
 * An invoice with its own address is an account: the named transaction must be a transfer to it
 * (every check but the amount), then all transfers to it since its creation are summed. Short → 409
 * `PAYMENT_NOT_COMPLETED` `check: "amount"` with `received`, `required`, `missing`; nothing
 * credited or claimed, so the payer sends the rest and completes with either hash. Reached → the
 * quoted credits once, every contributing hash claimed; over → the same, `received` kept.
 */
export async function completeTopUp(deps: AppDeps, accountId: string, invoiceId: string, rawHash: Hash) {
  const hash = rawHash.toLowerCase() as Hash;
  const invoice = await findInvoice(deps.db, accountId, invoiceId);
  if (invoice === null) throw invoiceNotFound(invoiceId);
  if (invoice.status === "completed") return repeatOf(deps, invoice, hash);
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

  const want: PaymentExpectation = {
    currency,
    amount: BigInt(invoice.amount),
    destination: invoice.destination_address,
    createdBlock: invoice.created_block === null ? null : BigInt(invoice.created_block),
    requestedAt: invoice.requested_at,
    confirmations: settings.confirmations,
    senders: await listWhitelist(deps.db, accountId),
  };
  const client = deps.chain.publicClient;
  const named = await verifyTransfer(client, hash, want);
  if (!named.ok) throw notCompleted(hash, named);
  const refused = verifySender(named.from, want);
  if (refused !== null) throw notCompleted(hash, refused);

  let paid: Paid;
  if (invoice.address_index === null || want.createdBlock === null) {
    // An invoice from before per-invoice addresses shares its destination: only an exact transfer
    // can be told to be its own.
    if (named.received !== want.amount) {
      throw notCompleted(
        hash,
        fail("amount", invoice.amount, named.received.toString()),
        shortBy(named.received, want.amount),
      );
    }
    paid = { hashes: [{ hash, blockHash: named.blockHash }], received: named.received };
  } else {
    paid = await sumTransfers(deps, invoice, hash, named, { ...want, createdBlock: want.createdBlock });
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
    if (current.status === "completed") return repeatOf(deps, current, hash, tx);
    // The named transfer is the credit's row, the others part of it. Throwing rolls back the claims made so far.
    let creditRow: string | null = null;
    for (const part of paid.hashes) {
      const id = await claimHash(tx, current.chain_id, part.hash, current.id, part.blockHash, creditRow);
      if (id === null) {
        throw alreadyUsed(part.hash, accountId, await invoicePaidBy(tx, current.chain_id, part.hash));
      }
      creditRow ??= id;
    }
    await credit(tx, accountId, BigInt(current.credits), `topup:${current.id}`);
    return markCompleted(tx, current.id, hash, purchasedAt, paid.received);
  });
}

/** A completed invoice named again: success when the hash is one its credit rests on. */
async function repeatOf(deps: AppDeps, invoice: InvoiceRow, hash: Hash, db: Queryable = deps.db) {
  if (invoice.transaction_hash === hash) return invoice;
  const by = await invoicePaidBy(db, invoice.chain_id, hash);
  if (by !== null && by.invoiceId === invoice.id) return invoice;
  throw alreadyCompleted(invoice);
}

/**
 * The sum read its cap of blocks and has not reached the quote: a short answer would name a missing
 * amount the unread blocks may hold. A 503 the dashboard retries by itself, and the next completion
 * resumes after `through` (docs/interfaces.md, "Invoice addresses").
 */
const stillSumming = (through: bigint) =>
  Object.assign(
    new ServiceError(
      503,
      "CHAIN_UNAVAILABLE",
      "Still summing the transfers to the invoice address; ask again",
      {
        scanned_through_block: through.toString(),
      },
    ),
    { retryAfterSeconds: 1 },
  );

const shortBy = (received: bigint, required: bigint) => ({
  received: received.toString(),
  required: required.toString(),
  missing: (required > received ? required - received : 0n).toString(),
});

/** Sums the transfers to the invoice's own address; throws the short answer when they fall short. */
async function sumTransfers(
  deps: AppDeps,
  invoice: InvoiceRow,
  hash: Hash,
  named: { received: bigint; blockHash: Hash },
  want: PaymentExpectation & { createdBlock: bigint },
): Promise<Paid> {
  const client = (deps.chain as NonNullable<AppDeps["chain"]>).publicClient;
  const mark = await loadScanMark(deps.db, invoice.id);
  const scanned = await transfersTo(client, want, mark, deps.config.limits.scanBlocksPerRequest);
  await saveScanMark(deps.db, invoice.id, mark, scanned.mark);
  const found = scanned.transfers;
  // The named transaction counts with what it moved, also through a contract's internal calls.
  const others = found.filter((t) => t.hash !== hash);
  const hashes = [{ hash, blockHash: named.blockHash }];
  let received = named.received;
  const notCounted: NotCounted[] = [];
  for (const t of others) {
    const skip = (reason: NotCounted["reason"]) =>
      notCounted.push({ transaction_hash: t.hash, value: t.value.toString(), reason });
    if (!senderListed(t.from, want)) {
      skip("from");
      continue;
    }
    const by = await invoicePaidBy(deps.db, invoice.chain_id, t.hash);
    if (by !== null && by.invoiceId !== invoice.id) {
      skip("used");
      continue;
    }
    hashes.push({ hash: t.hash, blockHash: t.blockHash });
    received += t.value;
  }
  if (received < want.amount && !scanned.complete) throw stillSumming(scanned.through);
  if (received < want.amount) {
    throw notCompleted(hash, fail("amount", invoice.amount, received.toString()), {
      ...shortBy(received, want.amount),
      transactions: hashes.map((h) => h.hash),
      not_counted: notCounted,
    });
  }
  return { hashes, received };
}

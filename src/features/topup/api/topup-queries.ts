import { mutationOptions, queryOptions } from "@tanstack/react-query";
import type { Address } from "viem";
import type { ChainInfo } from "../../../lib/wagmi/chain";
import { balanceOwner } from "../../../lib/balance/balance-queries";
import { causeOf } from "../../../lib/balance-causes";
import {
  connectionIdentity,
  type Connection,
  type ConnectionIdentity,
} from "../../../lib/connection/connection";
import { isApiError } from "../../../lib/http";
import type { FundsRequest } from "../model/funds-check";
import type { PaymentTx } from "../model/payment-tx";
import { addToWhitelist, getWhitelist, removeFromWhitelist } from "./whitelist-api";
import { completeTopUp, type CompleteTopUpInput } from "./complete-top-up";
import { createTopUp, type CreateTopUpInput } from "./create-top-up";
import { listTopUps } from "./list-top-ups";

// Every query and mutation of the top-up feature. Failures are shown in place by the component that
// asked (the query client toasts only a call that sets `meta.toast: true`).

/** A service without the operation (production) answers 404 or 405: not an error to retry. */
export function isNotOffered(error: unknown): boolean {
  return isApiError(error) && error.kind === "http" && (error.status === 404 || error.status === 405);
}

// One key root per entity: the top-up mutations are keyed under `topUpQueries.all`, beside its queries,
// so one prefix finds everything about a connection's top-ups.
export const topUpQueries = {
  all: (connection: Connection) => ["topups", connectionIdentity(connection)] as const,
  // Merged into the invoice book (hooks/use-merge-listed.ts); a 404/405 means "not offered", said once.
  list: (connection: Connection) =>
    queryOptions({
      queryKey: [...topUpQueries.all(connection), "list"] as const,
      queryFn: ({ signal }) => listTopUps(connection, signal),
      staleTime: 10_000,
      refetchInterval: 15_000,
      enabled: connection.ready,
    }),
};

/** The signal lets a page that goes away abort an attempt in flight. */
export type CompleteTopUpVariables = CompleteTopUpInput & { signal?: AbortSignal };

export const topUpMutations = {
  // Opening an invoice is never retried automatically: a retry could open a second one.
  create: (connection: Connection) =>
    mutationOptions({
      mutationKey: [...topUpQueries.all(connection), "create"] as const,
      mutationFn: (input: CreateTopUpInput) => createTopUp(connection, input),
      retry: 0,
    }),
  // One attempt per run: the settlement loop (model/settle-payment.ts) asks again on the schedule of
  // completion-backoff.ts, which a `retry` option could not follow (docs/interfaces.md).
  complete: (connection: Connection) =>
    mutationOptions({
      mutationKey: [...topUpQueries.all(connection), "complete"] as const,
      mutationFn: ({ signal, ...input }: CompleteTopUpVariables) => completeTopUp(connection, input, signal),
      retry: 0,
      meta: {
        accountOf: balanceOwner(connection),
        unpaid: "A completed top-up adds credits; it spends none.",
        cause: causeOf((v: CompleteTopUpVariables) => `Top-up of invoice ${v.invoiceId}`),
      },
    }),
};

export const whitelistQueries = {
  all: (connection: ConnectionIdentity) => ["whitelist", connectionIdentity(connection)] as const,
  list: (connection: Connection) =>
    queryOptions({
      queryKey: [...whitelistQueries.all(connection), "list"] as const,
      queryFn: ({ signal }) => getWhitelist(connection, signal),
      staleTime: 30_000,
      enabled: connection.ready,
    }),
};

// Retrying a whitelist change is left to the user (each change is idempotent anyway).
export const whitelistMutations = {
  add: (connection: Connection) =>
    mutationOptions({
      mutationKey: [...whitelistQueries.all(connection), "add"] as const,
      mutationFn: (address: Address) => addToWhitelist(connection, address),
      retry: 0,
    }),
  remove: (connection: Connection) =>
    mutationOptions({
      mutationKey: [...whitelistQueries.all(connection), "remove"] as const,
      mutationFn: (address: Address) => removeFromWhitelist(connection, address),
      retry: 0,
    }),
};

/**
 * What a funds check reads, as plain values (null while there is nothing to check: no wallet, or the
 * wallet on another chain). The query key holds all of it, so the key is the check's whole input.
 */
export function fundsRequestOf(
  chain: ChainInfo | null,
  from: Address | undefined,
  tx: PaymentTx,
  token: { address: Address; amount: bigint } | null,
): FundsRequest | null {
  if (chain === null || from === undefined) return null;
  return {
    chain: { id: chain.id, name: chain.name, rpcUrl: chain.rpcUrl, explorerUrl: chain.explorerUrl },
    from,
    tx: { to: tx.to, value: tx.value.toString(), input: tx.input },
    token: token ? { address: token.address, amount: token.amount.toString() } : null,
  };
}

export const fundsQueries = {
  all: () => ["wallet-funds"] as const,
  check: (request: FundsRequest | null) =>
    queryOptions({
      queryKey: [...fundsQueries.all(), request] as const,
      queryFn: () => {
        if (request === null) throw new Error("no wallet");
        // wagmi loads with the wallet chunk only: the top-up page and the runner share this module.
        return import("../model/funds-read").then((m) => m.readFunds(request));
      },
      enabled: request !== null,
      // The wallet's balance moves outside the page: read again while the panel is open.
      refetchInterval: 5_000,
      staleTime: 0,
      retry: false,
    }),
};

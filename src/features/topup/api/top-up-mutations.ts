import { mutationOptions } from "@tanstack/react-query";
import { causeOf } from "../../../lib/balance-causes";
import { connectionIdentity, type Connection } from "../../../lib/connection/connection";
import { completeTopUp, type CompleteTopUpInput } from "./complete-top-up";
import { createTopUp, type CreateTopUpInput } from "./create-top-up";

/** The signal lets a page that goes away abort an attempt in flight. */
export type CompleteTopUpVariables = CompleteTopUpInput & { signal?: AbortSignal };

export const topUpMutations = {
  all: (connection: Connection) => ["topup", connectionIdentity(connection)] as const,
  // Opening an invoice is never retried automatically: a retry could open a second one.
  create: (connection: Connection) =>
    mutationOptions({
      mutationKey: [...topUpMutations.all(connection), "create"] as const,
      mutationFn: (input: CreateTopUpInput) => createTopUp(connection, input),
      retry: 0,
    }),
  // One attempt per run: the settlement loop (model/settle-payment.ts) asks again on the schedule of
  // completion-backoff.ts, which a `retry` option could not follow (docs/interfaces.md).
  complete: (connection: Connection) =>
    mutationOptions({
      mutationKey: [...topUpMutations.all(connection), "complete"] as const,
      mutationFn: ({ signal, ...input }: CompleteTopUpVariables) => completeTopUp(connection, input, signal),
      retry: 0,
      meta: {
        accountOf: connectionIdentity(connection),
        cause: causeOf((v: CompleteTopUpVariables) => `Top-up of invoice ${v.invoiceId}`),
      },
    }),
};

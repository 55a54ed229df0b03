import { mutationOptions } from "@tanstack/react-query";
import { connectionIdentity, type Connection } from "../../../lib/connection/connection";
import { completeTopUp, type CompleteTopUpInput } from "./complete-top-up";
import { createTopUp, type CreateTopUpInput } from "./create-top-up";

// Opening an invoice and confirming a payment are never retried automatically: a retry could double-act.
export const topUpMutations = {
  all: (connection: Connection) => ["topup", connectionIdentity(connection)] as const,
  create: (connection: Connection) =>
    mutationOptions({
      mutationKey: [...topUpMutations.all(connection), "create"] as const,
      mutationFn: (input: CreateTopUpInput) => createTopUp(connection, input),
      retry: 0,
    }),
  complete: (connection: Connection) =>
    mutationOptions({
      mutationKey: [...topUpMutations.all(connection), "complete"] as const,
      mutationFn: (input: CompleteTopUpInput) => completeTopUp(connection, input),
      retry: 0,
    }),
};

import { mutationOptions } from "@tanstack/react-query";
import { connectionIdentity, type Connection } from "../../../lib/connection/connection";
import { createPlan, type CreatePlanInput } from "./create-plan";
import { recordedRunPlan, recordedSearch } from "./recorded-calls";
import type { RunPlanInput } from "./run-plan";
import type { SearchInput } from "./search";

// Searches and plan runs spend credits: never retried automatically. Their answers carry an `account`
// block: `meta.accountOf` tells the query client whose balance it updates.
export const searchMutations = {
  all: (connection: Connection) => ["search", connectionIdentity(connection)] as const,
  search: (connection: Connection) =>
    mutationOptions({
      mutationKey: [...searchMutations.all(connection), "search"] as const,
      mutationFn: (input: SearchInput) => recordedSearch(connection, input),
      retry: 0,
      meta: { accountOf: connectionIdentity(connection) },
    }),
  createPlan: (connection: Connection) =>
    mutationOptions({
      mutationKey: [...searchMutations.all(connection), "create-plan"] as const,
      mutationFn: (input: CreatePlanInput) => createPlan(connection, input),
      retry: 0,
      meta: { accountOf: connectionIdentity(connection) },
    }),
  runPlan: (connection: Connection) =>
    mutationOptions({
      mutationKey: [...searchMutations.all(connection), "run-plan"] as const,
      mutationFn: (input: RunPlanInput) => recordedRunPlan(connection, input),
      retry: 0,
      meta: { accountOf: connectionIdentity(connection) },
    }),
};

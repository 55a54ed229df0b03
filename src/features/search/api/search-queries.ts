import { mutationOptions } from "@tanstack/react-query";
import { balanceOwner } from "../../../lib/balance/balance-queries";
import { causeOf } from "../../../lib/balance-causes";
import { connectionIdentity, type Connection } from "../../../lib/connection/connection";
import { guardedSpend, spendRequest } from "../../../lib/spend-guard";
import { createPlan, type CreatePlanInput } from "./create-plan";
import { recordedRunPlan, recordedSearch } from "./recorded-calls";
import type { RunPlanInput } from "./run-plan";
import type { SearchInput } from "./search";

/** A paid call's variables: its input and the signal that Cancel aborts. */
export interface Cancellable<T> {
  input: T;
  signal: AbortSignal;
}

// Every query and mutation of search. Searches and plan runs spend credits: never retried
// automatically, each asks the spending gate first and keeps a call record. Their answers carry an
// `account` block: `meta.accountOf` tells the query client whose balance it updates.
export const searchMutations = {
  all: (connection: Connection) => ["search", connectionIdentity(connection)] as const,
  search: (connection: Connection) =>
    mutationOptions({
      mutationKey: [...searchMutations.all(connection), "search"] as const,
      mutationFn: ({ input, signal }: Cancellable<SearchInput>) =>
        guardedSpend(
          {
            profileId: connection.profileId,
            kind: "search",
            expectedCredits: null,
            vertical: input.verticalId ?? null,
            action: "search",
          },
          () => recordedSearch(connection, input, signal),
        ),
      retry: 0,
      meta: {
        accountOf: balanceOwner(connection),
        cause: causeOf((v: Cancellable<SearchInput>) => `Search “${v.input.query}”`),
      },
    }),
  createPlan: (connection: Connection) =>
    mutationOptions({
      mutationKey: [...searchMutations.all(connection), "create-plan"] as const,
      mutationFn: (input: CreatePlanInput) => createPlan(connection, input),
      retry: 0,
      meta: {
        accountOf: balanceOwner(connection),
        unpaid: "Planning charges nothing: the plan's run does (runPlan).",
      },
    }),
  runPlan: (connection: Connection) =>
    mutationOptions({
      mutationKey: [...searchMutations.all(connection), "run-plan"] as const,
      mutationFn: ({ input, signal }: Cancellable<RunPlanInput>) =>
        guardedSpend(
          {
            ...spendRequest(connection.profileId, "plan_run", input.estimate ?? null),
            action: `plan_run:${input.planId}`,
          },
          () => recordedRunPlan(connection, input, signal),
        ),
      retry: 0,
      meta: {
        accountOf: balanceOwner(connection),
        cause: causeOf((v: Cancellable<RunPlanInput>) => `Plan run ${v.input.planId}`),
      },
    }),
};

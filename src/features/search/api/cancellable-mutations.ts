import { mutationOptions } from "@tanstack/react-query";
import { causeOf } from "../../../lib/balance-causes";
import { connectionIdentity, type Connection } from "../../../lib/connection/connection";
import { spendAllowed } from "../../../lib/spend-guard";
import { recordedRunPlan, recordedSearch } from "./recorded-calls";
import type { RunPlanInput } from "./run-plan";
import type { SearchInput } from "./search";
import { searchMutations } from "./search-mutations";

export interface Cancellable<T> {
  input: T;
  signal: AbortSignal;
}

// Same keys and `accountOf` as `searchMutations`, so the cache still writes the account block into the
// balance; the variables carry the signal that Cancel aborts. Failures are shown in place, not as toasts.
export const cancellableSearchMutations = {
  search: (connection: Connection) =>
    mutationOptions({
      mutationKey: searchMutations.search(connection).mutationKey,
      mutationFn: async ({ input, signal }: Cancellable<SearchInput>) => {
        await spendAllowed({ profileId: connection.profileId, kind: "search", expectedCredits: null });
        return recordedSearch(connection, input, signal);
      },
      retry: 0,
      meta: {
        accountOf: connectionIdentity(connection),
        cause: causeOf((v: Cancellable<SearchInput>) => `Search “${v.input.query}”`),
      },
    }),
  runPlan: (connection: Connection) =>
    mutationOptions({
      mutationKey: searchMutations.runPlan(connection).mutationKey,
      mutationFn: async ({ input, signal }: Cancellable<RunPlanInput>) => {
        await spendAllowed({ profileId: connection.profileId, kind: "plan_run", expectedCredits: null });
        return recordedRunPlan(connection, input, signal);
      },
      retry: 0,
      meta: {
        accountOf: connectionIdentity(connection),
        cause: causeOf((v: Cancellable<RunPlanInput>) => `Plan run ${v.input.planId}`),
      },
    }),
};

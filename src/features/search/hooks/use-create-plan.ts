import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useActiveConnection } from "../../../lib/connection/use-active-connection";
import type { Plan } from "../api/create-plan";
import { searchMutations } from "../api/search-queries";
import type { PlanEntry, SearchOptions } from "../model/history-schema";
import { saveEntry } from "../model/history-store";
import { paths } from "../../../app/paths";

/** Creates a plan, keeps it in this browser (the service has no GET plan) and opens it. */
export function useCreatePlan() {
  const connection = useActiveConnection();
  const navigate = useNavigate();
  const mutation = useMutation(searchMutations.createPlan(connection));
  const create = (options: SearchOptions) => {
    const verticalId = options.verticalId.trim();
    mutation.mutate(
      {
        query: options.query.trim(),
        ...(verticalId ? { verticalId } : {}),
        useDeterministicToolPlanning: options.deterministic,
      },
      {
        onSuccess: (plan: Plan) => {
          const entry: PlanEntry = {
            kind: "plan",
            id: plan.id,
            at: Date.now(),
            options,
            plan,
            result: null,
            runAt: null,
          };
          saveEntry(connection.profileId, entry);
          // The plan page moves focus to the plan's heading on this arrival (not on a later reload).
          void navigate(paths.plan(plan.id), { state: { focusPlan: true } });
        },
      },
    );
  };
  return { create, pending: mutation.isPending, error: mutation.error };
}

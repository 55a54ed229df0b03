import type { Connection } from "../../../lib/connection/connection";
import { trackCall, type CallSettled } from "../../../lib/call-records/track-call";
import { runPlan, type RunPlanInput } from "./run-plan";
import { search, type SearchInput } from "./search";
import type { SearchResult } from "./search-blocks";

/**
 * What a search or plan run bought goes into the call records: credits from the answer's usage, the
 * vertical it names (spec dialect), and "error" for a query that could not be planned (nothing ran).
 */
const settled =
  (ref: string) =>
  (result: SearchResult): CallSettled => {
    const planned = result.planning === null || result.planning.status === "success";
    const vertical = result.extra?.vertical_id;
    return {
      consumed: result.usage?.consumed ?? null,
      output: result,
      ref,
      ...(typeof vertical === "string" ? { vertical } : {}),
      ...(planned
        ? {}
        : {
            outcome: "error" as const,
            error: `Could not be planned: ${result.planning?.reason ?? ""}`.trim(),
          }),
    };
  };

/** `search`, with its call record. */
export function recordedSearch(connection: Connection, input: SearchInput, signal?: AbortSignal) {
  return trackCall(
    {
      profileId: connection.profileId,
      kind: "search",
      vertical: input.verticalId ?? null,
      subject: input.query,
      input: { ...input },
    },
    () => search(connection, input, signal),
    (result) => settled(result.id)(result),
  );
}

/** `runPlan`, with its call record (its ref is the plan's id). */
export function recordedRunPlan(connection: Connection, input: RunPlanInput, signal?: AbortSignal) {
  return trackCall(
    {
      profileId: connection.profileId,
      kind: "plan_run",
      vertical: null,
      subject: `Plan ${input.planId}`,
      input: { ...input },
    },
    () => runPlan(connection, input, signal),
    settled(input.planId),
  );
}

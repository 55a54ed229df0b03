import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { PageHeader } from "../../../components/layout/page-header";
import { Alert, AlertTitle } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { ClampedText } from "../../../components/ui/clamped-text";
import { useBalance } from "../../../lib/balance/use-balance";
import { useActiveConnection } from "../../../lib/connection/use-active-connection";
import { isApiError } from "../../../lib/http";
import { searchMutations } from "../api/search-queries";
import { planExpiresAt, planState } from "../model/entry-facts";
import type { PlanEntry, SearchOptions } from "../model/history-schema";
import { removeEntry, saveEntry } from "../model/history-store";
import { usePlanEntry } from "../hooks/use-search-history";
import { runOptionsOf } from "../model/search-options";
import { KeyGate } from "../../../components/feedback/key-gate";
import { PlanProblem } from "./plan-problems";
import { PlanReview } from "./plan-review";
import { UnplannedPlan } from "./unplanned-plan";
import { LocalLinksNote } from "./local-links-note";
import { CancelledNotice, RunningStatus } from "./running-status";
import { LazySearchResultView, preloadSearchResultView } from "./lazy-search-result-view";
import { useCancellableRun } from "../hooks/use-cancellable-run";
import { useCreatePlan } from "../hooks/use-create-plan";
import { useNow } from "../../../lib/use-now";
import { paths } from "../../../app/paths";

export default function PlanPage({ planId }: { planId: string }) {
  const connection = useActiveConnection();
  // No refetch on mount: this page opens right after a plan was created, whose account block has just
  // written the balance; a request would only repeat it.
  const balance = useBalance({ refetchOnMount: false }).data?.total ?? null;
  const entry = usePlanEntry(connection.profileId, planId);
  const navigate = useNavigate();
  const run = useCancellableRun(searchMutations.runPlan(connection));
  const again = useCreatePlan();
  const now = useNow(1000, entry !== null && entry.result === null);
  const location = useLocation();
  const arrived = (location.state as { focusPlan?: boolean } | null)?.focusPlan === true;
  // Focus goes to the plan's heading after it was created here, and to the result after a run.
  const [focusRequest, setFocusRequest] = useState(arrived ? 1 : 0);
  useEffect(() => {
    if (focusRequest > 0) document.querySelector<HTMLElement>("[data-focus-heading]")?.focus();
  }, [focusRequest, planId]);

  return (
    <>
      <PageHeader
        title="Plan"
        description={
          entry ? <ClampedText text={`“${entry.options.query}”`} lines={3} label="query" /> : undefined
        }
        actions={
          entry && entry.plan.steps.length > 0 ? (
            <Link
              to={paths.recipes()}
              state={{
                recipe: {
                  name: entry.options.query,
                  vertical_id: entry.options.verticalId,
                  steps: entry.plan.steps.map((s) => ({
                    id: s.id,
                    tool_name: s.toolName,
                    parameters: s.parameters,
                  })),
                },
              }}
              className="text-sm text-accent underline"
            >
              Edit as recipe
            </Link>
          ) : undefined
        }
      />
      <LocalLinksNote what="plan" />
      <KeyGate connection={connection} spenders="Plans">
        {entry === null ? (
          <Alert tone="info">
            <AlertTitle>This plan is not in this browser</AlertTitle>
            <p className="mt-1">
              The service cannot show a plan again, so only plans created here can be opened.{" "}
              <Link to={paths.plans()} className="text-accent underline">
                Create a plan
              </Link>
            </p>
          </Alert>
        ) : (
          <PlanBody
            entry={entry}
            balance={balance}
            now={now}
            run={run}
            again={again}
            onDiscard={() => {
              removeEntry(connection.profileId, "plan", entry.id);
              void navigate(paths.plans());
            }}
            onRun={(options) => {
              preloadSearchResultView();
              run.start(
                { planId: entry.id, ...runOptionsOf(options), estimate: entry.plan.usage?.estimated ?? null },
                (result) => {
                  saveEntry(connection.profileId, { ...entry, options, result, runAt: Date.now() });
                  setFocusRequest((n) => n + 1);
                },
                (error) => {
                  // Remember what the service said, so a reload (and the plans list) says the same.
                  if (!isApiError(error)) return;
                  if (error.code === "PLAN_ALREADY_RUN") {
                    // It ran elsewhere and was charged there: the failed run's mutation declares the
                    // balance it moves, so the query client asks for the balance again.
                    saveEntry(connection.profileId, {
                      ...entry,
                      plan: { ...entry.plan, closed: "already_run" },
                    });
                  } else if (error.code === "PLAN_EXPIRED") {
                    const stated = error.details.expired_at;
                    const expiresAt = typeof stated === "string" ? stated : new Date().toISOString();
                    saveEntry(connection.profileId, {
                      ...entry,
                      plan: { ...entry.plan, closed: "expired", expiresAt },
                    });
                  }
                },
              );
            }}
          />
        )}
      </KeyGate>
    </>
  );
}

interface PlanBodyProps {
  entry: PlanEntry;
  balance: bigint | null;
  now: number;
  run: Omit<ReturnType<typeof useCancellableRun>, "start">;
  again: ReturnType<typeof useCreatePlan>;
  onRun: (options: SearchOptions) => void;
  onDiscard: () => void;
}

function PlanBody({ entry, balance, now, run, again, onRun, onDiscard }: PlanBodyProps) {
  const planAgain = () => again.create(entry.options);
  if (entry.result) {
    return (
      <section aria-labelledby="result-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="result-title" tabIndex={-1} data-focus-heading className="text-lg font-semibold text-fg">
            Result
          </h2>
          <Button variant="secondary" size="sm" disabled={again.pending} onClick={planAgain}>
            Plan again
          </Button>
        </div>
        <LazySearchResultView
          result={entry.result}
          query={entry.options.query}
          fallbackSteps={entry.plan.steps}
          exportExtra={{ options: entry.options, plan: entry.plan }}
          requested={entry.options}
        />
      </section>
    );
  }
  if (entry.plan.status !== "pending_confirmation") {
    return <UnplannedPlan entry={entry} planning={again.pending} onPlanAgain={again.create} />;
  }
  const expiresAt = planExpiresAt(entry);
  const live = isApiError(run.error) && run.error.code.startsWith("PLAN_") ? run.error.code : null;
  // What the service said on this visit, else what it said before (kept with the plan).
  const state = planState(entry, now);
  const refusal =
    live ??
    (state === "run-elsewhere"
      ? "PLAN_ALREADY_RUN"
      : entry.plan.closed === "expired"
        ? "PLAN_EXPIRED"
        : null);
  const expired = state === "expired" || refusal !== null;
  // Once the service has said the plan cannot run, its clock and options stop where they are.
  const closed =
    refusal === null ? null : refusal === "PLAN_ALREADY_RUN" ? "already run" : "no longer runnable";
  return (
    <div className="space-y-6">
      <PlanProblem
        error={run.error}
        code={refusal}
        expired={expired}
        onPlanAgain={planAgain}
        planning={again.pending}
      />
      {run.running && run.startedAt !== null ? (
        <RunningStatus label="Running the plan…" startedAt={run.startedAt} onCancel={run.cancel} />
      ) : null}
      {run.cancelled ? <CancelledNotice /> : null}
      <PlanReview
        entry={entry}
        balance={balance}
        expiresAt={expiresAt}
        now={now}
        expired={expired}
        closed={closed}
        running={run.running}
        onRun={onRun}
        onDiscard={onDiscard}
      />
    </div>
  );
}

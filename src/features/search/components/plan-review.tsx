import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Card, CardTitle } from "../../../components/ui/card";
import { formatCredits } from "../../../lib/format";
import type { PlanEntry, SearchOptions } from "../model/history-schema";
import { DependencyGraph } from "./dependency-graph";
import { ExpiryCountdown } from "./expiry-countdown";
import { PlanCostTerms, ShortBalanceWarning } from "./plan-cost";
import { PlanTimeline } from "./plan-timeline";
import { RunOptionsFields } from "./run-options-fields";

interface PlanReviewProps {
  entry: PlanEntry;
  balance: bigint | null;
  expiresAt: number;
  now: number;
  expired: boolean;
  /** Set when the service refused to run it ("already run"): the countdown stops and says so. */
  closed?: string | null;
  running: boolean;
  onRun: (options: SearchOptions) => void;
  onDiscard: () => void;
}

/** A created plan before it runs: its steps, what it should cost against the balance, and its clock. */
export function PlanReview({
  entry,
  balance,
  expiresAt,
  now,
  expired,
  closed = null,
  running,
  onRun,
  onDiscard,
}: PlanReviewProps) {
  const [options, setOptions] = useState<SearchOptions>(entry.options);
  const estimated = entry.plan.usage?.estimated ?? null;
  return (
    <div className="space-y-6">
      <Card className="space-y-4">
        <CardTitle tabIndex={-1} data-focus-heading>
          Review
        </CardTitle>
        <dl className="flex flex-wrap gap-x-8 gap-y-3 text-sm">
          <PlanCostTerms estimated={estimated} balance={balance} />
          {closed ? (
            <div>
              <dt className="text-xs text-muted">Expires in</dt>
              <dd className="font-semibold text-fg">— ({closed})</dd>
            </div>
          ) : (
            <ExpiryCountdown expiresAt={expiresAt} now={now} stated={entry.plan.expiresAt !== null} />
          )}
          {entry.plan.deterministicSignature ? (
            <div className="min-w-0">
              <dt className="text-xs text-muted">
                {entry.options.deterministic ? "Deterministic signature" : "Plan signature"}
              </dt>
              <dd className="font-mono text-xs break-all text-fg">{entry.plan.deterministicSignature}</dd>
            </div>
          ) : null}
        </dl>
        <ShortBalanceWarning estimated={estimated} balance={balance} />
        {entry.plan.reason ? <p className="text-sm text-muted">{entry.plan.reason}</p> : null}
      </Card>
      <Card className="space-y-4">
        <CardTitle>Steps</CardTitle>
        <DependencyGraph steps={entry.plan.steps} />
        <PlanTimeline steps={entry.plan.steps} />
      </Card>
      <Card className="space-y-4">
        <RunOptionsFields
          value={options}
          onChange={(patch) => setOptions((current) => ({ ...current, ...patch }))}
          disabled={running || expired}
          showDeterministic={false}
        />
        <div className="flex flex-wrap gap-3">
          <Button disabled={running || expired} onClick={() => onRun(options)}>
            Run plan{estimated === null ? "" : ` (about ${formatCredits(estimated)})`}
          </Button>
          <Button variant="secondary" disabled={running} onClick={onDiscard}>
            Discard
          </Button>
        </div>
      </Card>
    </div>
  );
}

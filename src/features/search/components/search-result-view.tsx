import { useId } from "react";
import { Alert, AlertTitle } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card, CardTitle } from "../../../components/ui/card";
import { CopyButton } from "../../../components/ui/copy-button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import type { PlanStep, SearchResult } from "../api/search-blocks";
import { DependencyGraph } from "./dependency-graph";
import { downloadJson } from "../model/export-json";
import { MarkdownSummary } from "./markdown-summary";
import { PlanTimeline } from "./plan-timeline";
import { outputsByStep } from "../model/references";
import { RawDataSection } from "./raw-data-section";
import { UnreadableResult } from "./unreadable-result";
import { UsageSummary } from "./usage-summary";
import { useRawDataHandoff } from "../hooks/use-raw-data-handoff";

interface SearchResultViewProps {
  result: SearchResult;
  query: string;
  /** Steps known from a reviewed plan, shown when the result itself carries no planning block. */
  fallbackSteps?: readonly PlanStep[];
  /** What goes into the exported file besides the result (the query and options). */
  exportExtra?: Record<string, unknown>;
  /** What was asked for: the vertical ("" = auto-detect) and whether planning was deterministic. */
  requested?: { verticalId: string; deterministic: boolean };
}

/** Which vertical answered: the service's `vertical_id` extension when it sends one. */
function verticalLine(result: SearchResult, requested: string | undefined): string | null {
  const stated = result.extra?.vertical_id;
  const vertical = typeof stated === "string" && stated !== "" ? stated : null;
  const auto = requested !== undefined && requested.trim() === "";
  if (auto) {
    return vertical
      ? `Vertical: ${vertical} (auto-detected)`
      : "Vertical: auto-detected by the service, which did not say which";
  }
  return vertical ? `Vertical: ${vertical}` : null;
}

export function SearchResultView({
  result,
  query,
  fallbackSteps,
  exportExtra,
  requested,
}: SearchResultViewProps) {
  const signatureId = useId();
  const steps = result.planning?.steps ?? fallbackSteps ?? [];
  const stated = result.extra?.vertical_id;
  const handOffRawData = useRawDataHandoff(
    result.rawData ?? [],
    steps,
    typeof stated === "string" && stated !== "" ? stated : (requested?.verticalId ?? ""),
    query,
  );
  const unplanned = result.planning && result.planning.status !== "success";
  const vertical = verticalLine(result, requested?.verticalId);
  // Only a deterministic plan's signature identifies it; otherwise it is the plan's, nothing more.
  const deterministic = requested?.deterministic ?? true;
  if (result.unreadable) return <UnreadableResult result={result} unreadable={result.unreadable} />;
  return (
    <div className="space-y-6" aria-label="Search result" role="region">
      {unplanned ? (
        <Alert tone="warning" role="status">
          <AlertTitle>The query could not be planned</AlertTitle>
          <p className="mt-1">
            {result.planning?.reason || "No reason was given."} Nothing was charged. Status:{" "}
            {result.planning?.status}.
          </p>
        </Alert>
      ) : null}
      <Card className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <CardTitle>Usage</CardTitle>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => downloadJson(`search-${result.id}.json`, { query, ...exportExtra, result })}
          >
            Export JSON
          </Button>
        </div>
        <UsageSummary usage={result.usage} account={result.account} />
        {vertical ? <p className="text-sm text-muted">{vertical}</p> : null}
        {result.deterministicSignature ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Label htmlFor={signatureId} className="font-normal text-muted">
              {deterministic ? "Deterministic signature" : "Plan signature"}
            </Label>
            <Input
              id={signatureId}
              readOnly
              value={result.deterministicSignature}
              className="h-8 w-auto min-w-0 flex-1 font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={result.deterministicSignature} label="signature">
              Copy signature
            </CopyButton>
            {deterministic ? null : (
              <p className="basis-full text-xs text-muted">
                Deterministic planning was off: the same query may plan differently next time.
              </p>
            )}
          </div>
        ) : null}
      </Card>
      {result.summary ? (
        <Card>
          <CardTitle>Summary</CardTitle>
          <MarkdownSummary markdown={result.summary} className="mt-3" />
        </Card>
      ) : null}
      {steps.length > 0 ? (
        <Card className="space-y-4">
          <CardTitle>Plan</CardTitle>
          <DependencyGraph steps={steps} />
          <PlanTimeline steps={steps} outputs={outputsByStep(steps, result.rawData)} />
        </Card>
      ) : null}
      {result.rawData ? (
        <Card className="space-y-4">
          <CardTitle>Raw data</CardTitle>
          <RawDataSection rawData={result.rawData} steps={steps} onUseAsInput={handOffRawData} />
        </Card>
      ) : null}
    </div>
  );
}

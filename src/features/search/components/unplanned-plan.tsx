import { useState, type FormEvent } from "react";
import { Alert, AlertTitle } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import type { PlanEntry, SearchOptions } from "../model/history-schema";
import { charsOverLimit } from "../model/search-options";
import { QueryFields } from "./query-fields";

/** A plan the service could not make: why, and the question ready to edit and plan again. */
export function UnplannedPlan({
  entry,
  planning,
  onPlanAgain,
}: {
  entry: PlanEntry;
  planning: boolean;
  onPlanAgain: (options: SearchOptions) => void;
}) {
  const [options, setOptions] = useState<SearchOptions>(entry.options);
  const submit = () => {
    if (options.query.trim() !== "" && charsOverLimit(options.query) === 0 && !planning) onPlanAgain(options);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <div className="space-y-6">
      <Alert tone="warning" role="status">
        <AlertTitle tabIndex={-1} data-focus-heading>
          This query could not be planned
        </AlertTitle>
        <p className="mt-1">
          {entry.plan.reason || "No reason was given."} Nothing was charged. Status: {entry.plan.status}.
        </p>
      </Alert>
      <Card>
        <form aria-label="Edit and plan again" className="space-y-4" onSubmit={onSubmit}>
          <QueryFields
            query={options.query}
            verticalId={options.verticalId}
            onChange={(patch) => setOptions((current) => ({ ...current, ...patch }))}
            onSubmitShortcut={submit}
            disabled={planning}
          />
          <Button
            type="submit"
            disabled={planning || options.query.trim() === "" || charsOverLimit(options.query) > 0}
          >
            {planning ? "Planning…" : "Edit and plan again"}
          </Button>
        </form>
      </Card>
    </div>
  );
}

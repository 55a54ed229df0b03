import { useRef, useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { charsOverLimit, defaultSearchOptions } from "../model/search-options";
import type { SearchOptions } from "../model/history-schema";
import { CheckField } from "./check-field";
import { QueryFields } from "./query-fields";
import { RequestError } from "./request-error";
import { useCreatePlan } from "../hooks/use-create-plan";

/** Plan first, look at the steps and the cost, then decide. */
export function PlanForm() {
  const [options, setOptions] = useState<SearchOptions>(defaultSearchOptions);
  const { create, pending, error } = useCreatePlan();
  const verticalRef = useRef<HTMLInputElement>(null);
  const update = (patch: Partial<SearchOptions>) => setOptions((current) => ({ ...current, ...patch }));
  // A vertical picked from the error's list goes into the field, and so does the keyboard.
  const pickVertical = (verticalId: string) => {
    update({ verticalId });
    verticalRef.current?.focus();
  };
  const submit = () => {
    if (options.query.trim() !== "" && charsOverLimit(options.query) === 0 && !pending) create(options);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <Card className="space-y-4">
      <form aria-label="Create a plan" className="space-y-4" onSubmit={onSubmit}>
        <QueryFields
          query={options.query}
          verticalId={options.verticalId}
          verticalRef={verticalRef}
          onChange={update}
          onSubmitShortcut={submit}
          disabled={pending}
        />
        <CheckField
          label="Deterministic planning"
          hint="The same query and vertical always give the same plan and signature."
          checked={options.deterministic}
          onChange={(deterministic) => update({ deterministic })}
          disabled={pending}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            disabled={pending || options.query.trim() === "" || charsOverLimit(options.query) > 0}
          >
            {pending ? "Planning…" : "Create plan"}
          </Button>
          <p className="text-xs text-muted">
            Planning spends nothing; you see the estimated cost before running.
          </p>
        </div>
      </form>
      {error ? (
        <RequestError error={error} title="The plan could not be created" onPickVertical={pickVertical} />
      ) : null}
    </Card>
  );
}

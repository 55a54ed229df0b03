import type { FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import type { SearchOptions } from "../model/history-schema";
import { charsOverLimit } from "../model/search-options";
import { QueryFields } from "./query-fields";
import { RunOptionsFields } from "./run-options-fields";

interface SearchFormProps {
  value: SearchOptions;
  onChange: (next: SearchOptions) => void;
  onSubmit: () => void;
  running: boolean;
}

export function SearchForm({ value, onChange, onSubmit, running }: SearchFormProps) {
  const update = (patch: Partial<SearchOptions>) => onChange({ ...value, ...patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card>
      <form aria-label="Search" className="space-y-5" onSubmit={submit}>
        <QueryFields
          query={value.query}
          verticalId={value.verticalId}
          onChange={update}
          onSubmitShortcut={onSubmit}
          disabled={running}
        />
        <RunOptionsFields value={value} onChange={update} disabled={running} />
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            disabled={running || value.query.trim() === "" || charsOverLimit(value.query) > 0}
          >
            Search
          </Button>
          <p className="text-xs text-muted">
            Spends credits for every tool it runs. To see the cost first, create a plan on the Plans page.
          </p>
        </div>
      </form>
    </Card>
  );
}

import { useImperativeHandle, useRef, useState, type FormEvent, type Ref } from "react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import type { SearchOptions } from "../model/history-schema";
import { charsOverLimit, defaultSearchOptions } from "../model/search-options";
import { QueryFields } from "./query-fields";
import { RunOptionsFields } from "./run-options-fields";

export interface SearchFormHandle {
  /** Fills the vertical (one the service listed after a vertical error) and moves focus to its field. */
  pickVertical: (verticalId: string) => void;
}

interface SearchFormProps {
  /** The options of the entry shown: the form holds them until it is edited. */
  shown: SearchOptions | null;
  /** The location the edits belong to: a new one (a history link, back/forward, an answer) shows its entry's options. */
  locationKey: string;
  onSubmit: (options: SearchOptions) => void;
  running: boolean;
  ref?: Ref<SearchFormHandle>;
}

type Draft = { at: string; options: SearchOptions };

/** Edits made at this location win; else the entry shown (whenever it arrives); else the last edits. */
const formValue = (draft: Draft | null, at: string, shown: SearchOptions | null) =>
  (draft?.at === at ? draft.options : shown) ?? draft?.options ?? defaultSearchOptions;

export function SearchForm({ shown, locationKey, onSubmit, running, ref }: SearchFormProps) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const value = formValue(draft, locationKey, shown);
  const verticalRef = useRef<HTMLInputElement>(null);
  const update = (patch: Partial<SearchOptions>) =>
    setDraft({ at: locationKey, options: { ...value, ...patch } });
  useImperativeHandle(ref, () => ({
    pickVertical: (verticalId) => {
      update({ verticalId });
      verticalRef.current?.focus();
    },
  }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value);
  };
  return (
    <Card>
      <form aria-label="Search" className="space-y-5" onSubmit={submit}>
        <QueryFields
          query={value.query}
          verticalId={value.verticalId}
          verticalRef={verticalRef}
          onChange={update}
          onSubmitShortcut={() => onSubmit(value)}
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

import { useId, type KeyboardEvent, type Ref } from "react";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Textarea } from "../../../components/ui/textarea";
import { formatInteger } from "../../../lib/format";
import { useKnownVerticals } from "../../../lib/connection/known-verticals";
import { useActiveConnection } from "../../../lib/connection/use-active-connection";
import { charsOverLimit, MAX_QUERY_CHARS } from "../model/search-options";

interface QueryFieldsProps {
  query: string;
  verticalId: string;
  onChange: (next: { query?: string; verticalId?: string }) => void;
  /** ⌘Enter / Ctrl+Enter in the query box. */
  onSubmitShortcut: () => void;
  disabled?: boolean;
  /** The vertical's field, for a form that moves focus to it. */
  verticalRef?: Ref<HTMLInputElement>;
}

export function QueryFields({
  query,
  verticalId,
  onChange,
  onSubmitShortcut,
  disabled,
  verticalRef,
}: QueryFieldsProps) {
  const queryId = useId();
  const verticalFieldId = useId();
  const over = charsOverLimit(query);
  const verticals = useKnownVerticals(useActiveConnection()) ?? [];
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      onSubmitShortcut();
    }
  };
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
      <div className="space-y-1">
        <Label htmlFor={queryId}>Query</Label>
        <Textarea
          id={queryId}
          value={query}
          rows={3}
          required
          disabled={disabled}
          placeholder="e.g. What is the price of Bitcoin?"
          aria-describedby={`${queryId}-hint ${queryId}-count`}
          aria-invalid={over > 0 || undefined}
          onKeyDown={onKeyDown}
          onChange={(event) => onChange({ query: event.currentTarget.value })}
        />
        <div className="flex flex-wrap justify-between gap-x-3 text-xs">
          <p id={`${queryId}-hint`} className="text-muted">
            <kbd>⌘</kbd>/<kbd>Ctrl</kbd> + <kbd>Enter</kbd> to send.
          </p>
          <p
            id={`${queryId}-count`}
            className={over > 0 ? "font-medium text-danger" : "text-muted tabular-nums"}
          >
            {over > 0
              ? `Too long: the service takes up to ${formatInteger(MAX_QUERY_CHARS)} characters; shorten it by ${formatInteger(over)}.`
              : `${formatInteger(query.trim().length)} / ${formatInteger(MAX_QUERY_CHARS)} characters`}
          </p>
        </div>
      </div>
      <div className="space-y-1">
        <Label htmlFor={verticalFieldId}>Vertical</Label>
        <Input
          id={verticalFieldId}
          ref={verticalRef}
          list={`${verticalFieldId}-list`}
          value={verticalId}
          disabled={disabled}
          placeholder="auto-detect"
          aria-describedby={`${verticalFieldId}-hint`}
          onChange={(event) => onChange({ verticalId: event.currentTarget.value })}
        />
        <datalist id={`${verticalFieldId}-list`}>
          {verticals.map((vertical) => (
            <option key={vertical} value={vertical} />
          ))}
        </datalist>
        <p id={`${verticalFieldId}-hint`} className="text-xs text-muted">
          Pick one or type another; empty lets the service choose.
        </p>
      </div>
    </div>
  );
}

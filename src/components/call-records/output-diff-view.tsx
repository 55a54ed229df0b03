import { useId, useState } from "react";
import { diffOutputs, withoutVolatile, type DiffEntry } from "../../lib/call-records/output-diff";
import { Checkbox } from "../ui/checkbox";

interface OutputDiffViewProps {
  before: unknown;
  after: unknown;
  /** What the two answers are of, for the region's name. */
  label: string;
}

const LIMIT = 50;
const VALUE_CHARS = 120;

// Bigints (credits inside outputs) have no JSON form: shown as their digits.
function valueText(value: unknown): string {
  let text: string;
  try {
    text =
      JSON.stringify(value, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v)) ?? "undefined";
  } catch {
    text = String(value);
  }
  return text.length > VALUE_CHARS ? `${text.slice(0, VALUE_CHARS)}…` : text;
}

function entryText(entry: DiffEntry, kind: "Added" | "Removed" | "Changed"): string {
  if (kind === "Added") return `${entry.path}: ${valueText(entry.after)}`;
  if (kind === "Removed") return `${entry.path}: ${valueText(entry.before)}`;
  return `${entry.path}: ${valueText(entry.before)} → ${valueText(entry.after)}`;
}

/**
 * The new answer compared with the stored one: each path added, removed or changed, with its values.
 * Ids, step ids, balances and timestamps differ on every call, so they are left out unless asked for.
 */
export function OutputDiffView({ before, after, label }: OutputDiffViewProps) {
  const [showVolatile, setShowVolatile] = useState(false);
  const switchId = useId();
  const full = diffOutputs(before, after);
  const shown = showVolatile ? full : withoutVolatile(full);
  const hidden =
    full.added.length +
    full.removed.length +
    full.changed.length -
    (shown.added.length + shown.removed.length + shown.changed.length);
  const same = shown.added.length + shown.removed.length + shown.changed.length === 0;
  return (
    <section aria-label={`Changes since the stored answer of ${label}`} className="space-y-1 text-sm">
      <h3 className="font-medium text-fg">Compared with the stored answer</h3>
      {same ? (
        <p className="text-muted">
          Same answer: nothing added, removed or changed
          {hidden > 0 ? ` (only ids, balances or times differ: ${hidden})` : ""}.
        </p>
      ) : (
        <dl className="space-y-1">
          {(
            [
              ["Added", shown.added],
              ["Removed", shown.removed],
              ["Changed", shown.changed],
            ] as const
          ).map(([title, entries]) => (
            <div key={title}>
              <dt className="text-xs font-medium text-muted">
                {title} ({entries.length})
              </dt>
              <dd className="font-mono text-xs break-all text-fg">
                {entries.length === 0 ? (
                  "none"
                ) : (
                  <ul>
                    {entries.slice(0, LIMIT).map((entry) => (
                      <li key={entry.path}>{entryText(entry, title)}</li>
                    ))}
                    {entries.length > LIMIT ? <li>and {entries.length - LIMIT} more</li> : null}
                  </ul>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {hidden > 0 || showVolatile ? (
        <Checkbox
          id={switchId}
          className="gap-1.5 text-xs text-muted"
          checked={showVolatile}
          onChange={(event) => setShowVolatile(event.target.checked)}
          label="Show ids, balances and times"
        />
      ) : null}
    </section>
  );
}

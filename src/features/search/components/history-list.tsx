import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { formatCredits, formatRelativeTime } from "../../../lib/format";
import { entryFacts, planState } from "../model/entry-facts";
import type { HistoryEntry } from "../model/history-schema";
import { useNow } from "../../../lib/use-now";
import { paths } from "../../../app/paths";

interface HistoryListProps {
  title: string;
  entries: readonly HistoryEntry[];
  onRerun: (entry: HistoryEntry) => void;
  rerunLabel: string;
  busy?: boolean;
}

/** A short form of the query for buttons' names: the row's link carries it whole. */
const shortQuery = (query: string) => (query.length > 80 ? `${query.slice(0, 79)}…` : query);

/** Whether the entry did not give an answer: a failed search, a plan that could not be made. */
function failed(entry: HistoryEntry): boolean {
  if (entry.kind === "search") return entry.result === null;
  return entry.result === null && entry.plan.status !== "pending_confirmation";
}

function status(entry: HistoryEntry, now: number): string {
  if (entry.kind === "search") return entry.result ? "Search" : "Search · failed";
  const state = planState(entry, now);
  return {
    run: "Plan · run",
    "run-elsewhere": "Plan · run and charged elsewhere",
    unplanned: "Plan · could not be planned",
    expired: "Plan · expired",
    pending: "Plan · pending",
  }[state];
}

/** Searches and plans of this connection, kept in this browser only. */
export function HistoryList({ title, entries, onRerun, rerunLabel, busy }: HistoryListProps) {
  const now = useNow(15_000);
  return (
    <section aria-labelledby="history-title" className="space-y-3">
      <h2 id="history-title" className="text-base font-semibold text-fg">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-muted">
          Nothing yet. What you run here is kept in this browser, per connection.
        </p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
          {entries.map((entry) => {
            const facts = entryFacts(entry);
            const href = entry.kind === "plan" ? paths.plan(entry.id) : paths.search({ entry: entry.id });
            return (
              <li
                key={`${entry.kind}-${entry.id}`}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm"
              >
                <Link
                  to={href}
                  // A plan's page focuses its heading when asked to; a search's page does on any visit.
                  state={entry.kind === "plan" ? { focusPlan: true } : undefined}
                  title={entry.options.query.length > 160 ? entry.options.query : undefined}
                  className="min-w-0 flex-1 basis-full font-medium break-words text-accent underline sm:basis-0"
                >
                  <span className="line-clamp-2">{entry.options.query}</span>
                  {failed(entry) ? <span className="sr-only"> (failed)</span> : null}
                </Link>
                {failed(entry) ? (
                  <Badge tone="danger">{entry.kind === "search" ? "Failed" : "Not planned"}</Badge>
                ) : null}
                <span className="text-xs text-muted">{status(entry, now)}</span>
                <time dateTime={new Date(entry.at).toISOString()} className="text-xs text-muted">
                  {formatRelativeTime(entry.at, now)}
                </time>
                {facts.creditsKind === "none" ? null : (
                  <span className="text-xs text-muted tabular-nums">
                    {facts.credits === null
                      ? "credits unknown"
                      : `${formatCredits(facts.credits)} ${facts.creditsKind}`}
                  </span>
                )}
                {facts.signature ? (
                  <code
                    className="max-w-[10rem] truncate font-mono text-xs text-muted"
                    title={facts.signature}
                  >
                    {facts.signature}
                  </code>
                ) : null}
                <Button variant="secondary" size="sm" disabled={busy} onClick={() => onRerun(entry)}>
                  {rerunLabel}
                  <span className="sr-only">: {shortQuery(entry.options.query)}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

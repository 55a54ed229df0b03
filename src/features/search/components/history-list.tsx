import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { formatCredits, formatRelativeTime } from "../../../lib/format";
import { entryFacts, planExpiresAt } from "../history/entry-facts";
import type { HistoryEntry } from "../history/history-schema";
import { useNow } from "../../../lib/use-now";
import { paths } from "../../../app/paths";

interface HistoryListProps {
  title: string;
  entries: readonly HistoryEntry[];
  onRerun: (entry: HistoryEntry) => void;
  rerunLabel: string;
  busy?: boolean;
}

function status(entry: HistoryEntry, now: number): string {
  if (entry.kind === "search") return entry.result ? "Search" : "Search · failed";
  if (entry.result) return "Plan · run";
  if (entry.plan.status !== "pending_confirmation") return "Plan · could not be planned";
  return planExpiresAt(entry) <= now ? "Plan · expired" : "Plan · pending";
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
                  className="min-w-0 flex-1 basis-full font-medium break-words text-accent underline sm:basis-0"
                >
                  {entry.options.query}
                </Link>
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
                  <span className="sr-only">: {entry.options.query}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

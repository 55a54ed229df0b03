import { useMemo, type ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Card, CardTitle } from "../../../components/ui/card";
import { CopyButton } from "../../../components/ui/copy-button";
import { downloadText } from "../../../components/result-viewer/download";
import type { TaskResult } from "../api/task-schemas";
import type { TaskEntry } from "../model/task-list";
import { creditsText, type TaskCredits } from "../model/task-credits";

interface TaskReportProps {
  result: TaskResult & { result: string };
  credits: TaskCredits;
  entry: TaskEntry | null;
  renderMarkdown: (markdown: string) => ReactNode;
}

export function exportJson(result: TaskResult, entry: TaskEntry | null): string {
  const iso = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString());
  return JSON.stringify(
    {
      id: result.id,
      query: entry?.query ?? null,
      instruction: entry?.instruction ?? null,
      status: result.status,
      started_at: iso(result.createdAt ?? entry?.startedAt),
      finished_at: iso(result.finishedAt ?? entry?.finishedAt),
      credits_consumed: result.consumed,
      result: result.result,
      error: result.error,
    },
    null,
    2,
  );
}

const sourceId = (n: string) => `task-source-${n}`;

/**
 * The report's body with each citation `[n]` a link to source n, and its numbered sources, which
 * this component lists itself so each has an id to link to. A report without "## Sources" is whole.
 */
export function splitReport(markdown: string): { body: string; sources: Array<{ n: string; text: string }> } {
  const at = markdown.search(/^## Sources\s*$/m);
  if (at < 0) return { body: markdown, sources: [] };
  const sources = [...markdown.slice(at).matchAll(/^(\d+)\. (.+)$/gm)].map((m) => ({
    n: m[1] ?? "",
    text: m[2] ?? "",
  }));
  const numbers = new Set(sources.map((s) => s.n));
  const body = markdown
    .slice(0, at)
    .replace(/\[(\d+)\](?![(:[])/g, (whole, n: string) =>
      numbers.has(n) ? `[\\[${n}\\]](#${sourceId(n)})` : whole,
    );
  return { body, sources };
}

/** `tool` spans as code, the rest as text. */
function withCode(text: string): ReactNode[] {
  return text.split(/(`[^`]+`)/).map((part, i) =>
    part.startsWith("`") && part.endsWith("`") && part.length > 1 ? (
      <code key={i} className="rounded bg-surface-2 px-1">
        {part.slice(1, -1)}
      </code>
    ) : (
      part
    ),
  );
}

/** The finished report, rendered by the renderer the route passes in, with copy and export. */
export function TaskReport({ result, credits, entry, renderMarkdown }: TaskReportProps) {
  const report = useMemo(() => splitReport(result.result), [result.result]);
  return (
    <Card aria-labelledby="task-report-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle id="task-report-title">Report</CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          <CopyButton value={result.result} label="report as markdown" />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => downloadText(result.result, `${result.id}.md`, "text/markdown")}
          >
            Export markdown
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => downloadText(exportJson(result, entry), `${result.id}.json`, "application/json")}
          >
            Export JSON
          </Button>
        </div>
      </div>
      <p className="mt-2 text-sm text-muted">
        Credits consumed:{" "}
        <span className="font-medium text-fg">
          {credits === null ? "not reported by the service" : creditsText(credits)}
        </span>
      </p>
      <div className="mt-4 min-w-0">{renderMarkdown(report.body)}</div>
      {report.sources.length > 0 ? (
        <section aria-labelledby="task-sources-title" className="mt-4 text-sm">
          <h3 id="task-sources-title" className="font-semibold text-fg">
            Sources
          </h3>
          <ol className="mt-2 list-decimal space-y-1 pl-5">
            {report.sources.map((source) => (
              <li
                key={source.n}
                id={sourceId(source.n)}
                tabIndex={-1}
                value={Number(source.n)}
                className="scroll-mt-4"
              >
                {withCode(source.text)}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </Card>
  );
}

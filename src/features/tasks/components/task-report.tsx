import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Card, CardTitle } from "../../../components/ui/card";
import { CopyButton } from "../../../components/ui/copy-button";
import { downloadText } from "../../../components/result-viewer/download";
import { formatCredits } from "../../../lib/format";
import type { TaskResult } from "../api/task-schemas";
import type { TaskEntry } from "../store/task-list";

interface TaskReportProps {
  result: TaskResult & { result: string };
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

/** The finished report, rendered by the renderer the route passes in, with copy and export. */
export function TaskReport({ result, entry, renderMarkdown }: TaskReportProps) {
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
          {result.consumed === null ? "not reported by the service" : formatCredits(result.consumed)}
        </span>
      </p>
      <div className="mt-4 min-w-0">{renderMarkdown(result.result)}</div>
    </Card>
  );
}

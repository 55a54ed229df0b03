import { useQuery } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { ClampedText } from "../../../components/ui/clamped-text";
import { PageHeader } from "../../../components/layout/page-header";
import { Alert, AlertTitle } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { isApiError } from "../../../lib/http";
import { useActiveConnection } from "../../../lib/connection/use-active-connection";
import { taskQueries } from "../api/tasks-queries";
import { isTerminal } from "../api/task-schemas";
import { useTaskEntry } from "../hooks/use-task-list";
import { KeyGate } from "../../../components/feedback/key-gate";
import { formatElapsed, formatStarted } from "../model/task-format";
import { TaskReport } from "./task-report";
import { TaskStepper } from "./task-stepper";
import { useFollowTask } from "../hooks/use-follow-task";
import { useTaskCredits } from "../hooks/use-task-credits";
import { creditsText } from "../model/task-credits";
import { useNow } from "../../../lib/use-now";
import { paths } from "../../../app/paths";

interface TaskPageProps {
  taskId: string;
  /** The dashboard's sanitizing markdown renderer, passed in by the route. */
  renderMarkdown: (markdown: string) => ReactNode;
}

export default function TaskPage(props: TaskPageProps) {
  const connection = useActiveConnection();
  return (
    <>
      <PageHeader
        title="Task"
        description="Follows the task until its report is ready; you can leave and come back."
      />
      <KeyGate connection={connection} spenders="Tasks">
        <TaskView {...props} />
      </KeyGate>
    </>
  );
}

function TaskView({ taskId, renderMarkdown }: TaskPageProps) {
  const connection = useActiveConnection();
  const navigate = useNavigate();
  const entry = useTaskEntry(connection.profileId, taskId);
  const status = useFollowTask(connection, taskId, entry);
  const current = status.data?.status ?? entry?.status;
  const ended = current !== undefined && isTerminal(current);
  const result = useQuery(taskQueries.result(connection, taskId, ended));
  const now = useNow(1_000, !ended);
  const credits = useTaskCredits(connection, taskId, result.data?.consumed, ended && result.isSuccess);
  // Arriving from Start or from the list, focus goes to the task, not to <body> or the old button.
  const arrived = (useLocation().state as { focusTask?: boolean } | null)?.focusTask === true;
  const known = current !== undefined;
  useEffect(() => {
    if (arrived && known) document.querySelector<HTMLElement>("[data-task-progress]")?.focus();
  }, [arrived, known]);

  // Also when this browser remembers the task: the service may have been reset since.
  if (status.isError && isApiError(status.error) && status.error.status === 404) {
    return (
      <Alert tone="danger" role="alert">
        <AlertTitle>No such task for this key</AlertTitle>
        <p className="mt-1">The service knows no task {taskId} for this connection&apos;s account.</p>
      </Alert>
    );
  }
  if (current === undefined) {
    return status.isError ? <Unreachable /> : <p className="text-sm text-muted">Loading the task…</p>;
  }

  const startedAt = status.data?.createdAt ?? entry?.startedAt ?? null;
  const finishedAt = status.data?.finishedAt ?? entry?.finishedAt ?? null;
  const report = result.data;
  return (
    <div className="space-y-6">
      <Card aria-label="Progress" data-task-progress tabIndex={-1}>
        {entry ? (
          <div className="mb-3 font-medium text-fg">
            <ClampedText text={entry.query} label="question" />
          </div>
        ) : null}
        <TaskStepper status={current} />
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted">
          <div className="flex gap-1">
            <dt>Status:</dt>
            <dd className="text-fg" aria-live="polite">
              {current}
            </dd>
          </div>
          {startedAt !== null ? (
            <>
              <div className="flex gap-1">
                <dt>Started:</dt>
                <dd>{formatStarted(startedAt)}</dd>
              </div>
              <div className="flex gap-1">
                <dt>Elapsed:</dt>
                <dd className="tabular-nums">{formatElapsed((finishedAt ?? now) - startedAt)}</dd>
              </div>
            </>
          ) : null}
        </dl>
        {status.isError ? <Unreachable /> : null}
      </Card>
      {current === "Failed" ? (
        <Alert tone="danger" role="alert">
          <AlertTitle>The task failed</AlertTitle>
          <p className="mt-1 break-words">{report?.error ?? "Loading the reason…"}</p>
          {credits ? <p className="mt-1">Credits consumed: {creditsText(credits)}</p> : null}
          {entry ? (
            <Button
              className="mt-3"
              variant="secondary"
              onClick={() =>
                void navigate(paths.tasks(), {
                  state: { query: entry.query, instruction: entry.instruction ?? undefined },
                })
              }
            >
              Start again with this question
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {current === "Completed" && report?.result != null ? (
        <TaskReport
          result={{ ...report, result: report.result }}
          credits={credits}
          entry={entry}
          renderMarkdown={renderMarkdown}
        />
      ) : null}
      {ended && result.isError ? <Unreachable what="the report" /> : null}
    </div>
  );
}

/** Quiet: the task is not lost, the next poll tries again. */
function Unreachable({ what = "the service" }: { what?: string }) {
  return (
    <p role="status" className="mt-3 text-sm text-muted">
      Can&apos;t reach {what}, retrying…
    </p>
  );
}

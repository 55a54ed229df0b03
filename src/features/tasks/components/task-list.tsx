import { Link } from "react-router";
import type { Connection } from "../../../lib/connection/connection";
import { isTerminal } from "../api/task-schemas";
import { type TaskEntry } from "../model/task-list";
import { useTaskList } from "../hooks/use-task-list";
import { formatElapsed, formatStarted } from "../model/task-format";
import { TaskStatusBadge } from "./task-status-badge";
import { useFollowTask } from "../hooks/use-follow-task";
import { useNow } from "../../../lib/use-now";
import { paths } from "../../../app/paths";

function Row({ connection, entry, now }: { connection: Connection; entry: TaskEntry; now: number }) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-border py-3 last:border-b-0">
      <Link
        to={paths.task(entry.id)}
        state={{ focusTask: true }}
        title={entry.query.length > 160 ? entry.query : undefined}
        className="min-w-0 flex-1 basis-60 break-words text-accent underline"
      >
        <span className="line-clamp-2">{entry.query}</span>
        {entry.status === "Failed" ? <span className="sr-only"> (failed)</span> : null}
      </Link>
      <span className="text-xs text-muted">
        Started{" "}
        <time dateTime={new Date(entry.startedAt).toISOString()}>{formatStarted(entry.startedAt)}</time>
      </span>
      <TaskStatusBadge status={entry.status} />
      <span className="text-xs text-muted tabular-nums">
        Elapsed: {formatElapsed((entry.finishedAt ?? now) - entry.startedAt)}
      </span>
      {isTerminal(entry.status) ? null : <Follow connection={connection} entry={entry} />}
    </li>
  );
}

/** Renders nothing: keeps an unfinished task's status moving while the list is on screen. */
function Follow({ connection, entry }: { connection: Connection; entry: TaskEntry }) {
  useFollowTask(connection, entry.id, entry);
  return null;
}

/** This connection's tasks, newest first, as this browser remembers them. */
export function TaskList({ connection }: { connection: Connection }) {
  const entries = useTaskList(connection.profileId);
  const running = entries.some((e) => !isTerminal(e.status));
  const now = useNow(1_000, running);
  if (entries.length === 0) {
    return (
      <p className="text-sm text-muted">No tasks yet. Tasks you start here are listed in this browser.</p>
    );
  }
  return (
    <ul aria-label="Tasks" className="text-sm">
      {entries.map((entry) => (
        <Row key={entry.id} connection={connection} entry={entry} now={now} />
      ))}
    </ul>
  );
}

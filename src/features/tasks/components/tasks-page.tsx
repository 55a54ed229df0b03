import { useLocation, useNavigate } from "react-router";
import { PageHeader } from "../../../components/layout/page-header";
import { Card, CardTitle } from "../../../components/ui/card";
import { useActiveConnection } from "../../../lib/connection/use-active-connection";
import { KeyGate } from "../../../components/feedback/key-gate";
import { StartTaskForm } from "./start-task-form";
import { TaskList } from "./task-list";
import { paths } from "../../../app/paths";

/** Location state of "start again with this question". */
export interface RestartState {
  query?: string;
  instruction?: string;
}

export default function TasksPage() {
  const connection = useActiveConnection();
  const navigate = useNavigate();
  const initial = (useLocation().state ?? undefined) as RestartState | undefined;
  return (
    <>
      <PageHeader
        title="Tasks"
        description="Deep research: the service splits the question, gathers data, checks every finding against it and writes a report."
      />
      <div className="space-y-6">
        <Card>
          <CardTitle>Start a task</CardTitle>
          <div className="mt-4">
            <KeyGate connection={connection} spenders="Tasks">
              <StartTaskForm
                key={initial?.query ?? ""}
                connection={connection}
                initial={initial}
                onStarted={(id) => void navigate(paths.task(id), { state: { focusTask: true } })}
              />
            </KeyGate>
          </div>
        </Card>
        <Card>
          <CardTitle>Your tasks</CardTitle>
          <div className="mt-2">
            <TaskList connection={connection} />
          </div>
        </Card>
      </div>
    </>
  );
}

import TasksPage from "../../features/tasks/components/tasks-page";

export function Component() {
  return <TasksPage />;
}

import { Badge } from "../../../components/ui/badge";
import type { TaskStatus } from "../api/task-schemas";

const tone = (status: TaskStatus) =>
  status === "Completed" ? "success" : status === "Failed" ? "danger" : "accent";

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return <Badge tone={tone(status)}>{status}</Badge>;
}

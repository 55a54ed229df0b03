import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useParams } from "react-router";
import { balanceQueries } from "../../features/balance/api/balance-queries";
import { MarkdownSummary } from "../../features/search/components/markdown-summary";
import TaskPage from "../../features/tasks/components/task-page";
import { useActiveConnection } from "../../lib/connection/use-active-connection";

// The report is rendered by the search summaries' renderer (same sanitizing rules); the route
// composes the two features, which never import each other.
const renderMarkdown = (markdown: string) => <MarkdownSummary markdown={markdown} localAnchors />;

export function Component() {
  const { id = "" } = useParams();
  const connection = useActiveConnection();
  const queryClient = useQueryClient();
  // A task that ended while watched has spent credits: the header balance asks the service again.
  const onEnded = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: balanceQueries.all(connection) }),
    [queryClient, connection],
  );
  return <TaskPage key={id} taskId={id} renderMarkdown={renderMarkdown} onEnded={onEnded} />;
}

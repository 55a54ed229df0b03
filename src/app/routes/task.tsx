import { useParams } from "react-router";
import { MarkdownSummary } from "../../features/search/components/markdown-summary";
import TaskPage from "../../features/tasks/components/task-page";

// The report is rendered by the search summaries' renderer (same sanitizing rules); the route
// composes the two features, which never import each other.
const renderMarkdown = (markdown: string) => <MarkdownSummary markdown={markdown} localAnchors />;

export function Component() {
  const { id = "" } = useParams();
  return <TaskPage key={id} taskId={id} renderMarkdown={renderMarkdown} />;
}

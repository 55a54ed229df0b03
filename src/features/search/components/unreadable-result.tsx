import { ResultViewer } from "../../../components/result-viewer/result-viewer";
import { Alert, AlertTitle } from "../../../components/ui/alert";
import { Card, CardTitle } from "../../../components/ui/card";
import type { SearchResult, Unreadable } from "../api/search-blocks";
import { UsageSummary } from "./usage-summary";

const MAX_PATHS = 20;

/** A paid answer the dashboard could not read: shown as it came, with where it did not match. */
export function UnreadableResult({ result, unreadable }: { result: SearchResult; unreadable: Unreadable }) {
  const shown = unreadable.paths.slice(0, MAX_PATHS);
  const more = unreadable.paths.length - shown.length;
  return (
    <div className="space-y-6" aria-label="Search result" role="region">
      <Alert tone="warning" role="status">
        <AlertTitle>Shown as received</AlertTitle>
        <p className="mt-1 break-words">
          This response did not match the expected shape:{" "}
          {shown.map((path, index) => (
            <span key={path}>
              {index > 0 ? ", " : null}
              <code className="font-mono">{path}</code>
            </span>
          ))}
          {more > 0 ? ` and ${more} more` : null}. It is kept in this browser&apos;s history.
        </p>
      </Alert>
      {result.usage || result.account ? (
        <Card className="space-y-4">
          <CardTitle>Usage</CardTitle>
          <UsageSummary usage={result.usage} account={result.account} />
        </Card>
      ) : null}
      <ResultViewer value={unreadable.body} name="Response" />
    </div>
  );
}

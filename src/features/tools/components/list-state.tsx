import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";

/** First load, failed first load (with Retry), or nothing: the list itself renders the rest. */
export function ListState({
  pending,
  error,
  onRetry,
}: {
  pending: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  if (error) {
    return (
      <Alert tone="danger" role="alert">
        <p className="font-semibold">The tools could not be loaded</p>
        <p className="mt-1">{error.message}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          Retry
        </Button>
      </Alert>
    );
  }
  if (pending) {
    return (
      <div aria-busy="true" role="status" className="space-y-2">
        <span className="sr-only">Loading tools…</span>
        <Skeleton className="h-10" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  return null;
}

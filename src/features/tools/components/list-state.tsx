import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { errorMessage, isApiError } from "../../../lib/http";

/**
 * First load, failed first load (with Retry), or nothing: the list itself renders the rest. An
 * unknown vertical is not an outage: it offers the verticals the service knows instead of Retry.
 */
export function ListState({
  pending,
  error,
  onRetry,
  verticals,
  onPickVertical,
}: {
  pending: boolean;
  error: unknown;
  onRetry: () => void;
  verticals: readonly string[];
  onPickVertical: (vertical: string) => void;
}) {
  if (isApiError(error) && error.code === "VERTICAL_NOT_FOUND") {
    return (
      <Alert tone="warning" role="alert">
        <p className="font-semibold">This connection has no such vertical</p>
        <p className="mt-1">{error.message}. Pick one it has:</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {verticals.map((vertical) => (
            <Button key={vertical} variant="secondary" size="sm" onClick={() => onPickVertical(vertical)}>
              {vertical}
            </Button>
          ))}
        </div>
      </Alert>
    );
  }
  if (error) {
    return (
      <Alert tone="danger" role="alert">
        <p className="font-semibold">The tools could not be loaded</p>
        <p className="mt-1">{errorMessage(error)}</p>
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

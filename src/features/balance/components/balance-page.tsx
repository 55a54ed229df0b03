import { PageHeader } from "../../../components/layout/page-header";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { formatClock } from "./credit-format";
import { BalanceError } from "./balance-error";
import { BalanceSkeleton } from "./balance-skeleton";
import { BalanceSummary } from "./balance-summary";
import { useCurrentBalance } from "./use-current-balance";

export default function BalancePage() {
  const { connection, query, readings } = useCurrentBalance();
  const { data, error, isFetching, refetch } = query;
  const retry = () => void refetch();

  return (
    <>
      <PageHeader
        title="Balance"
        description="Credits available to this connection's account, split by where they came from."
        actions={
          data ? (
            <Button variant="secondary" size="sm" onClick={retry} disabled={isFetching}>
              {isFetching ? <Spinner /> : null}
              Refresh
            </Button>
          ) : null
        }
      />
      {data ? (
        <div className="space-y-4">
          {error ? (
            // A failed background refresh: the last known figures stay, marked as such.
            <Alert tone="warning" role="status">
              Could not refresh the balance ({error.message}). Showing the figures from{" "}
              {formatClock(query.dataUpdatedAt)}; it will try again shortly.
            </Alert>
          ) : null}
          <BalanceSummary balance={data} updatedAt={query.dataUpdatedAt} readings={readings} />
        </div>
      ) : error ? (
        <BalanceError
          error={error}
          onRetry={retry}
          retrying={isFetching}
          hasKey={connection.apiKey !== null}
        />
      ) : (
        <BalanceSkeleton />
      )}
    </>
  );
}

import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { PageHeader } from "../../../components/layout/page-header";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useBalanceCauses } from "../../../lib/balance-causes";
import { errorMessage } from "../../../lib/http";
import { balanceQueries } from "../../../lib/balance/balance-queries";
import { formatClock } from "../model/credit-format";
import { BalanceError, nextStep } from "./balance-error";
import { BalanceSkeleton } from "./balance-skeleton";
import { BalanceSummary } from "./balance-summary";
import { LastKnownFigures } from "./last-known-figures";
import { useCurrentBalance } from "../hooks/use-current-balance";
import { useSlow } from "../hooks/use-slow";

const REFRESH_OFF = "Refresh is off while a request is running.";

export default function BalancePage() {
  const { connection, query, data, fromOldKey, readings } = useCurrentBalance();
  const { error, failureReason, failureCount, isFetching, refetch } = query;
  // Shown after the first failed attempt, while the automatic retries go on in the background.
  const failure = error ?? (failureCount > 0 ? failureReason : null);
  const slow = useSlow(isFetching);
  const causes = useBalanceCauses(connection.profileId).filter(
    (c) => c.billingBaseUrl === connection.billingBaseUrl,
  );
  const last = fromOldKey ? undefined : readings.at(-1);
  const reasonId = useId();
  const queryClient = useQueryClient();
  // `refetch()` joins a fetch that is running, and the automatic retries sleep through their back-off
  // inside it: Retry cancels that fetch (back to its error) and asks again now.
  const retry = () => {
    const { queryKey } = balanceQueries.current(connection);
    void queryClient.cancelQueries({ queryKey, exact: true }).then(() => refetch());
  };
  return (
    <>
      <PageHeader
        title="Balance"
        description="Credits available to this connection's account, split by where they came from."
        actions={
          // The poll (use-current-balance.ts) refetches in the background: nothing here may change size
          // while a request runs (the header would jump, a layout shift each time), so the spinner takes
          // the place of the button's icon, and the reason the button is off is its description.
          <div className="flex items-center gap-2">
            {isFetching ? (
              <span id={reasonId} className="sr-only">
                {REFRESH_OFF}
              </span>
            ) : null}
            <Button
              variant="secondary"
              size="sm"
              onClick={retry}
              disabled={isFetching}
              aria-describedby={isFetching ? reasonId : undefined}
              title={isFetching ? REFRESH_OFF : undefined}
            >
              {isFetching ? (
                <Spinner />
              ) : (
                <span aria-hidden="true" className="inline-block size-4 text-center leading-4">
                  ↻
                </span>
              )}
              Refresh
            </Button>
          </div>
        }
      />
      <div className="space-y-4">
        {fromOldKey ? (
          <Alert role="status">
            The API key changed: the figures of the previous key are hidden while this key's balance loads.
          </Alert>
        ) : null}
        {data ? (
          <>
            {failure ? (
              // A failed background refresh: the last known figures stay, marked as such.
              <Alert tone="warning" role="status">
                Could not refresh the balance ({errorMessage(failure)}). Showing the figures from{" "}
                {formatClock(query.dataUpdatedAt)}. {nextStep(failure)}
              </Alert>
            ) : null}
            <BalanceSummary
              connection={connection}
              balance={data}
              updatedAt={query.dataUpdatedAt}
              readings={readings}
              causes={causes}
            />
          </>
        ) : failure ? (
          <>
            <BalanceError
              error={failure}
              onRetry={retry}
              retrying={error !== null && isFetching}
              retryingInBackground={error === null && isFetching}
              hasKey={connection.apiKey !== null}
            />
            {last ? <LastKnownFigures reading={last} /> : null}
          </>
        ) : (
          <BalanceSkeleton />
        )}
        {/* Below the figures, not above them: it appears late (useSlow), and must not push them down. */}
        {slow ? (
          <p role="status" className="text-sm text-muted">
            Taking longer than usual: the service has not answered yet. It keeps trying; nothing is lost.
          </p>
        ) : null}
      </div>
    </>
  );
}

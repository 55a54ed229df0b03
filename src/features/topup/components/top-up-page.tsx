import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { PageHeader } from "../../../components/layout/page-header";
import { Alert } from "../../../components/ui/alert";
import { Skeleton } from "../../../components/ui/skeleton";
import { useConnectionState } from "../../../lib/connection/use-active-connection";
import { useRemotePayment } from "../hooks/use-remote-payment";
import { resolveTopUpSetup } from "../model/top-up-setup";
import { RemotePaymentForm } from "./remote-payment-form";
import { whitelistQueries } from "../api/topup-queries";
import { TopUpFlow } from "./top-up-flow";

export default function TopUpPage() {
  const state = useConnectionState();
  const remote = useRemotePayment();
  const connection = state.active;
  const resolved = useMemo(
    () => resolveTopUpSetup(connection, state.localConfig, remote),
    [connection, state.localConfig, remote],
  );
  const queryClient = useQueryClient();
  // Read with the page, not with the quote: the pay panel's whitelist line then costs the quote no
  // request of its own. Only with a key: a prefetch ignores `enabled`, and a cold load has none yet.
  useEffect(() => {
    if (connection.ready) void queryClient.prefetchQuery(whitelistQueries.list(connection));
  }, [connection, queryClient]);

  return (
    <>
      <PageHeader
        title="Top up"
        description="Buy credits with a crypto payment: get an exact quote, pay it from a wallet or any other way, and the credits are added once the chain confirms it."
      />
      {resolved.status === "loading" ? (
        <div aria-busy="true" aria-label="Loading the currencies" className="grid gap-3">
          <Skeleton className="h-40" />
        </div>
      ) : resolved.status === "error" ? (
        <Alert tone="danger" role="alert">
          The local stack's configuration could not be loaded ({resolved.message}), so its currencies are
          unknown. Check that `npm start` is running, then reload.
        </Alert>
      ) : (
        <div className="grid gap-6">
          {connection.profileId !== "local" ? (
            <RemotePaymentForm key={JSON.stringify(remote)} value={remote} />
          ) : null}
          <TopUpFlow connection={connection} setup={resolved.setup} />
        </div>
      )}
    </>
  );
}

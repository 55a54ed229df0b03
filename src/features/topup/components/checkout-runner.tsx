import { lazy, Suspense, useMemo } from "react";
import type { Connection } from "../../../lib/connection/connection";
import { useConnectionState } from "../../../lib/connection/use-active-connection";
import { useMinuteClock, watchTargetsOf } from "../model/deposit-watch-store";
import { useInvoiceBook } from "../model/invoice-book";
import { usePendingPayments } from "../model/pending-store";
import { useRemotePayment } from "../model/remote-setup-store";
import { resolveTopUpSetup } from "../model/top-up-setup";

const LazyRunner = lazy(() => import("./checkout-runner-entry"));

/**
 * The one settlement runner, mounted by the app shell: pending payments advance and open invoices are
 * watched on every page. Its chain code loads only once there is something to settle or watch.
 */
export function CheckoutRunner({ onCredited }: { onCredited: (connection: Connection) => void }) {
  const state = useConnectionState();
  const remote = useRemotePayment();
  const connection = state.active;
  const resolved = useMemo(
    () => resolveTopUpSetup(connection, state.localConfig, remote),
    [connection, state.localConfig, remote],
  );
  const payments = usePendingPayments(connection.billingBaseUrl);
  const book = useInvoiceBook(connection.profileId, connection.billingBaseUrl);
  const setup = resolved.status === "ready" ? resolved.setup : null;
  const now = useMinuteClock();
  const targets = useMemo(
    () => (setup ? watchTargetsOf(book, payments, setup.chain.id, now) : []),
    [book, payments, setup, now],
  );
  if (!setup || !connection.ready || (payments.length === 0 && targets.length === 0)) return null;
  return (
    <Suspense fallback={null}>
      <LazyRunner
        connection={connection}
        setup={setup}
        payments={payments}
        targets={targets}
        onCredited={onCredited}
      />
    </Suspense>
  );
}

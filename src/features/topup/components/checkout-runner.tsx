import { Suspense, useMemo } from "react";
import { QuietRecovery } from "../../../components/feedback/quiet-recovery";
import { retryingLazy } from "../../../lib/retrying-lazy";
import { useConnectionState } from "../../../lib/connection/use-active-connection";
import { watchTargetsOf } from "../model/deposit-watch-store";
import { useMinuteClock } from "../hooks/use-minute-clock";
import { useInvoiceBook } from "../hooks/use-invoice-book";
import { usePendingPayments } from "../hooks/use-pending-payments";
import { useRemotePayment } from "../hooks/use-remote-payment";
import { resolveTopUpSetup } from "../model/top-up-setup";

const LazyRunner = retryingLazy(() => import("./checkout-runner-entry").then((m) => m.default));

/**
 * The one settlement runner, mounted by the app shell: pending payments advance and open invoices are
 * watched on every page. The shell mounts it after the page has painted and been idle
 * (in-flight-slots.tsx); its runner's code loads only once there is something to settle or watch, and
 * the chain reads run in a worker (model/watch-worker.ts).
 */
export function CheckoutRunner() {
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
    <QuietRecovery>
      <Suspense fallback={null}>
        <LazyRunner connection={connection} setup={setup} payments={payments} targets={targets} />
      </Suspense>
    </QuietRecovery>
  );
}

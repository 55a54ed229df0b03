import { useMemo } from "react";
import { useQuietModule } from "../../../components/feedback/use-quiet-module";
import { moduleLoader } from "../../../lib/module-loader";
import { useConnectionState } from "../../../lib/connection/use-active-connection";
import { watchTargetsOf } from "../model/deposit-watch-store";
import { useMinuteClock } from "../hooks/use-minute-clock";
import { useInvoiceBook } from "../hooks/use-invoice-book";
import { usePendingPayments } from "../hooks/use-pending-payments";
import { useRemotePayment } from "../hooks/use-remote-payment";
import { resolveTopUpSetup } from "../model/top-up-setup";

const runnerEntry = moduleLoader(() => import("./checkout-runner-entry"));

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
  const work = setup !== null && connection.ready && (payments.length > 0 || targets.length > 0);
  // While its code cannot be downloaded (an outage) nothing runs, and it starts once it can.
  const entry = useQuietModule(runnerEntry, work);
  if (!work || !setup || !entry) return null;
  return <entry.default connection={connection} setup={setup} payments={payments} targets={targets} />;
}

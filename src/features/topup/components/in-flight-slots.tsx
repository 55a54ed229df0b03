import { useQuietModule } from "../../../components/feedback/use-quiet-module";
import { useAfterIdle } from "../../../lib/after-idle";
import { moduleLoader } from "../../../lib/module-loader";

// One chunk for both slots (the same import): the stores of invoices and pending payments, the header's
// notices and the runner's mount. None of it is in any route's initial JavaScript.
const inFlight = moduleLoader(() => import("./in-flight-entry"));

/** The chunk once the page has painted its data and been idle; nothing while it cannot be downloaded. */
function useInFlight() {
  return useQuietModule(inFlight, useAfterIdle());
}

/**
 * In the header of every page, once the page has painted and been idle: a payment on its way to being
 * credited, an invoice partly paid or overpaid (header-pending.tsx).
 */
export function HeaderPendingSlot() {
  const module = useInFlight();
  return module ? <module.HeaderPending /> : null;
}

/** The checkout runner (checkout-runner.tsx), mounted by the shell after paint and idle like the notices. */
export function CheckoutRunnerSlot() {
  const module = useInFlight();
  return module ? <module.CheckoutRunner /> : null;
}

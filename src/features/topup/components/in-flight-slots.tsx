import { Suspense, type ReactNode } from "react";
import { QuietRecovery } from "../../../components/feedback/quiet-recovery";
import { useAfterIdle } from "../../../lib/after-idle";
import { retryingLazy } from "../../../lib/retrying-lazy";

// One chunk for both slots (the same import): the stores of invoices and pending payments, the header's
// notices and the runner's mount. None of it is in any route's initial JavaScript.
const entry = () => import("./in-flight-entry");
const LazyHeaderPending = retryingLazy(() => entry().then((m) => m.HeaderPending));
const LazyCheckoutRunner = retryingLazy(() => entry().then((m) => m.CheckoutRunner));

function AfterIdle({ children }: { children: ReactNode }) {
  if (!useAfterIdle()) return null;
  return (
    <QuietRecovery>
      <Suspense fallback={null}>{children}</Suspense>
    </QuietRecovery>
  );
}

/**
 * In the header of every page, once the page has painted and been idle (at the latest 1 s after): a
 * payment on its way to being credited, an invoice partly paid or overpaid (header-pending.tsx).
 */
export function HeaderPendingSlot() {
  return (
    <AfterIdle>
      <LazyHeaderPending />
    </AfterIdle>
  );
}

/** The checkout runner (checkout-runner.tsx), mounted by the shell after paint and idle like the notices. */
export function CheckoutRunnerSlot() {
  return (
    <AfterIdle>
      <LazyCheckoutRunner />
    </AfterIdle>
  );
}

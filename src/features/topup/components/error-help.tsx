import { Alert, AlertTitle } from "../../../components/ui/alert";
import { isApiError } from "../../../lib/http";
import { creditedInvoiceOf, explainBillingError } from "../model/billing-errors";
import { ShowCreditedInvoice } from "./problem-actions";

/** A billing failure: what happened, the failed check if any, and the next step. */
export function ErrorHelp({ error, className }: { error: unknown; className?: string }) {
  const help = explainBillingError(error);
  const credited =
    isApiError(error) && error.code === "PAYMENT_ALREADY_USED" ? creditedInvoiceOf(error.details) : null;
  return (
    <Alert tone="danger" role="alert" className={className}>
      <AlertTitle>{help.title}</AlertTitle>
      <p className="mt-1 break-words">{help.detail}</p>
      {help.check ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 font-mono text-xs break-all">
          <dt className="text-muted">Check</dt>
          <dd>{help.check.name}</dd>
          <dt className="text-muted">Expected</dt>
          <dd>{help.check.expected}</dd>
          <dt className="text-muted">Found</dt>
          <dd>{help.check.found}</dd>
        </dl>
      ) : null}
      <p className="mt-2 font-medium">Next: {help.next}</p>
      {credited !== null ? (
        <div className="mt-2">
          <ShowCreditedInvoice invoiceId={credited} />
        </div>
      ) : null}
    </Alert>
  );
}

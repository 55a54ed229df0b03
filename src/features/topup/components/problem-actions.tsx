import { useState } from "react";
import type { Address } from "viem";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/http";
import { useWhitelist, useWhitelistMutations } from "../hooks/use-whitelist";

export const invoiceRowId = (invoiceId: string) => `invoice-row-${invoiceId}`;

/**
 * A payment refused for its sender: list the sender and ask the service again about the same
 * transaction, here in the row, instead of Settings → add → back → paste the hash again.
 */
export function AddSenderAndRecheck({ sender, onRecheck }: { sender: string; onRecheck: () => void }) {
  const { covers } = useWhitelist();
  const { add } = useWhitelistMutations();
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    setFailure(null);
    try {
      if (covers(sender as Address) !== true) await add.mutateAsync(sender as Address);
      onRecheck();
    } catch (error) {
      setFailure(`${sender} could not be added: ${errorMessage(error)} Nothing was checked again.`);
    }
  };
  return (
    <div className="grid gap-1">
      <div>
        <Button size="sm" onClick={() => void run()} disabled={add.isPending}>
          {add.isPending ? <Spinner /> : null}
          Add and check again
        </Button>
      </div>
      {failure !== null ? <p className="text-sm text-danger">{failure}</p> : null}
    </div>
  );
}

/** PAYMENT_ALREADY_USED for one of the caller's invoices: go to that invoice's row in the book. */
export function ShowCreditedInvoice({ invoiceId }: { invoiceId: string }) {
  const [missing, setMissing] = useState(false);
  const show = () => {
    const row = document.getElementById(invoiceRowId(invoiceId));
    if (row === null) {
      setMissing(true);
      return;
    }
    // Paid rows may sit in a folded <details>.
    const folded = row.closest("details");
    if (folded !== null) folded.open = true;
    // Focusing scrolls the row into view.
    row.focus();
  };
  return (
    <div className="grid gap-1">
      <div>
        <Button size="sm" variant="secondary" onClick={show}>
          Show invoice {invoiceId}
        </Button>
      </div>
      {missing ? (
        <p className="text-sm text-muted">
          Invoice {invoiceId} is not in this browser’s list; it was created on another device or removed here.
        </p>
      ) : null}
    </div>
  );
}

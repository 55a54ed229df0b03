import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { Spinner } from "../../../components/ui/spinner";
import { useActiveConnection } from "../../../lib/connection/use-active-connection";
import { useInvoiceBook } from "../hooks/use-invoice-book";
import { usePendingPayments } from "../hooks/use-pending-payments";
import { HeaderMoney } from "./header-money";

/**
 * In the header of every page: a payment is on its way to being credited, and where to follow it;
 * an invoice partly paid or overpaid (header-money.tsx).
 */
export function HeaderPending() {
  const connection = useActiveConnection();
  const pending = usePendingPayments(connection.billingBaseUrl);
  const book = useInvoiceBook(connection.profileId, connection.billingBaseUrl);
  const money = <HeaderMoney profileId={connection.profileId} book={book} />;
  if (pending.length === 0) return money;
  const text = pending.length === 1 ? "1 payment pending" : `${pending.length} payments pending`;
  return (
    <>
      {money}
      <Link
        to={paths.topup()}
        data-testid="header-pending"
        className="flex items-center gap-1.5 rounded-md px-1 text-warning hover:underline"
      >
        <Spinner />
        {text}
      </Link>
    </>
  );
}

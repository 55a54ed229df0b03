import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { Spinner } from "../../../components/ui/spinner";
import { useActiveConnection } from "../../../lib/connection/use-active-connection";
import { usePendingPayments } from "../model/pending-store";

/** In the header of every page: a payment is on its way to being credited, and where to follow it. */
export function HeaderPending() {
  const connection = useActiveConnection();
  const pending = usePendingPayments(connection.billingBaseUrl);
  if (pending.length === 0) return null;
  const text = pending.length === 1 ? "1 payment pending" : `${pending.length} payments pending`;
  return (
    <Link
      to={paths.topup()}
      data-testid="header-pending"
      className="flex items-center gap-1.5 rounded-md px-1 text-warning hover:underline"
    >
      <Spinner />
      {text}
    </Link>
  );
}

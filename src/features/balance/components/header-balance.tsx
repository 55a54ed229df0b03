import { Link } from "react-router";
import { formatInteger } from "../../../lib/format";
import { useCurrentBalance } from "../hooks/use-current-balance";
import { paths } from "../../../app/paths";

/** The live total in the header; the same cached query as the Balance page, so no extra request. */
export function HeaderBalance() {
  const { query, data } = useCurrentBalance();
  const { error } = query;

  return (
    <div role="group" aria-label="Header balance" className="flex items-center gap-1.5">
      <Link
        to={paths.balance()}
        className="rounded-md px-1 font-semibold text-fg tabular-nums hover:underline"
      >
        {data ? (
          <>
            {formatInteger(data.total)} <span className="font-normal text-muted">credits</span>
          </>
        ) : error ? (
          <span className="font-normal text-danger">Balance unavailable</span>
        ) : (
          <span className="font-normal text-muted">Loading balance…</span>
        )}
      </Link>
      {data && error ? <span className="text-xs text-warning">(not refreshed)</span> : null}
    </div>
  );
}

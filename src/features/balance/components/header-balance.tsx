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
      {/* As wide as "Loading balance…" or a seven-digit balance, whichever shows, so the figure landing
          does not move the connection's name beside it (a layout shift on every page's first load). */}
      <Link
        to={paths.balance()}
        className="min-w-36 rounded-md px-1 font-semibold whitespace-nowrap text-fg tabular-nums hover:underline"
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

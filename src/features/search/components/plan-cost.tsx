import { Link } from "react-router";
import { Alert, AlertTitle } from "../../../components/ui/alert";
import { formatCredits } from "../../../lib/format";
import { paths } from "../../../app/paths";

/** The estimate next to the balance, as terms of the review's description list. */
export function PlanCostTerms({ estimated, balance }: { estimated: number | null; balance: bigint | null }) {
  return (
    <>
      <div>
        <dt className="text-xs text-muted">Estimated cost</dt>
        <dd className="font-semibold text-fg tabular-nums">
          {estimated === null ? "not given" : formatCredits(estimated)}
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted">Your balance</dt>
        <dd className="font-semibold text-fg tabular-nums">
          {balance === null ? "loading…" : formatCredits(balance)}
        </dd>
      </div>
    </>
  );
}

/** Shown when the balance cannot cover the estimate: the service would refuse before running anything. */
export function ShortBalanceWarning({
  estimated,
  balance,
}: {
  estimated: number | null;
  balance: bigint | null;
}) {
  if (estimated === null || balance === null || BigInt(estimated) <= balance) return null;
  return (
    <Alert tone="warning" role="status">
      <AlertTitle>Not enough credits for this plan</AlertTitle>
      <p className="mt-1">
        It is estimated at {formatCredits(estimated)}; the balance is {formatCredits(balance)} (short by{" "}
        {formatCredits(BigInt(estimated) - balance)}). The service refuses to start it until you{" "}
        <Link to={paths.topup()} className="text-accent underline">
          top up
        </Link>
        .
      </p>
    </Alert>
  );
}

import { Link } from "react-router";
import { paths } from "../../app/paths";
import { Alert } from "../ui/alert";

interface LowBalanceBannerProps {
  balance: bigint | null;
  threshold: bigint | null;
}

/**
 * Shown on every page while the balance is under the connection's low-balance threshold. The figures
 * are in the header already; the banner names the threshold in words so it never reads as a second
 * balance.
 */
export function LowBalanceBanner({ balance, threshold }: LowBalanceBannerProps) {
  if (balance === null || threshold === null || balance >= threshold) return null;
  return (
    <Alert tone="warning" role="status" aria-label="Low balance" className="mb-4">
      <span>Your balance is under the low-balance threshold of {threshold.toString()}.</span>{" "}
      <Link to={paths.topup()} className="font-medium underline">
        Add credits
      </Link>{" "}
      <span className="text-muted">
        or change the threshold in{" "}
        <Link to={paths.settings()} className="underline">
          Budgets
        </Link>
        .
      </span>
    </Alert>
  );
}

import BalancePage from "../../features/balance/components/balance-page";

export function Component() {
  return <BalancePage />;
}

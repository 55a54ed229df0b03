import { balanceQueries } from "../../features/balance/api/balance-queries";
import { getBalance } from "../../features/balance/api/get-balance";
import TopUpPage from "../../features/topup/components/top-up-page";
import type { BalanceSource } from "../../features/topup/components/top-up-success";

// The route composes the two features: the top-up page shows and refreshes the balance's cache entry.
const balanceSource: BalanceSource = {
  queryKey: (connection) => balanceQueries.current(connection).queryKey,
  fetch: getBalance,
};

export function Component() {
  return <TopUpPage balanceSource={balanceSource} />;
}

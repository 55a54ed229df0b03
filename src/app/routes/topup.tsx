import { useQuery } from "@tanstack/react-query";
import { balanceQueries } from "../../features/balance/api/balance-queries";
import TopUpPage from "../../features/topup/components/top-up-page";
import type { BalanceSource } from "../../features/topup/components/top-up-success";

// The route composes the two features: the top-up page shows and refreshes the balance's cache entry.
const balanceSource: BalanceSource = {
  queryKey: (connection) => balanceQueries.current(connection).queryKey,
  useFigures: (connection) => useQuery(balanceQueries.current(connection)),
};

export function Component() {
  return <TopUpPage balanceSource={balanceSource} />;
}

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { balanceQueries } from "../../features/balance/api/balance-queries";
import PlanPage from "../../features/search/components/plan-page";
import { useActiveConnection } from "../../lib/connection/use-active-connection";

export function Component() {
  const { id = "" } = useParams();
  const connection = useActiveConnection();
  // Reads the header's cached balance. No refetch on mount: this page opens right after a plan was
  // created, whose account block has just written the balance; a request would only repeat it.
  const { data } = useQuery({ ...balanceQueries.current(connection), refetchOnMount: false });
  const client = useQueryClient();
  return (
    <PlanPage
      key={id}
      planId={id}
      balance={data?.total ?? null}
      onBalanceStale={() => void client.invalidateQueries({ queryKey: balanceQueries.all(connection) })}
    />
  );
}

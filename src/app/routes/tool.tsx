import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { balanceQueries } from "../../features/balance/api/balance-queries";
import ToolPage from "../../features/tools/components/tool-page";
import { useActiveConnection } from "../../lib/connection/use-active-connection";
import { afterDescriptionShown } from "../speed/runner-after-text";

/** Given on /tools, where the page of the highlighted tool renders ahead (speed/tools-area.tsx). */
export interface ToolPageProps {
  toolName?: string;
  vertical?: string;
}

export { runnerLoaded as formReady } from "../../features/tools/components/lazy-tool-runner";

/**
 * Composes two features: the tool page gets the balance (for the confirmation) and a way to refresh
 * it, because a tool's answer carries no account block for the query cache to apply.
 */
export function Component(props: ToolPageProps) {
  const params = useParams();
  const toolName = props.toolName ?? params.toolName ?? "";
  const connection = useActiveConnection();
  const queryClient = useQueryClient();
  const balance = useQuery(balanceQueries.current(connection));

  return (
    <ToolPage
      key={toolName}
      toolName={toolName}
      {...(props.vertical ? { vertical: props.vertical } : {})}
      balance={balance.data?.total ?? null}
      deferRunner={afterDescriptionShown}
      onExecuted={() => void queryClient.invalidateQueries({ queryKey: balanceQueries.all(connection) })}
    />
  );
}

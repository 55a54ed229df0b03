import { useQuery } from "@tanstack/react-query";
import { ledgerQueries } from "../../../lib/account-ledger/ledger-queries";
import type { Connection } from "../../../lib/connection/connection";
import type { TaskCredits } from "../model/task-credits";

/**
 * What an ended task consumed: its `usage` when the wire has it, else the sum of the service
 * ledger's movements naming the task (`ref`), else null ("not reported"). Never a balance
 * difference: other spending can move the balance while a task runs.
 */
export function useTaskCredits(
  connection: Connection,
  taskId: string,
  usage: number | null | undefined,
  ended: boolean,
): TaskCredits {
  const ask = ended && usage === null;
  const ledger = useQuery({ ...ledgerQueries.recent(connection), enabled: connection.ready && ask });
  if (usage !== null && usage !== undefined) return { value: usage, from: "usage" };
  if (!ask || !ledger.data?.offered) return null;
  const charges = ledger.data.movements.filter((m) => m.kind === "task" && m.ref === taskId);
  if (charges.length === 0) return null;
  return { value: -charges.reduce((sum, m) => sum + m.credits, 0n), from: "ledger" };
}

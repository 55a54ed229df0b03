import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { balanceOwner, balanceQueries } from "../../../lib/balance/balance-queries";
import type { Connection } from "../../../lib/connection/connection";
import { notifyBudgetEvent } from "../../../lib/spend-guard-notify";
import { taskQueries } from "../api/tasks-queries";
import { isTerminal } from "../api/task-schemas";
import type { TaskEntry } from "../model/task-list";

/**
 * Follows one task's status (polling per taskQueries, whose query function keeps the status in the
 * browser's task list as it arrives). When a task this page watched running ends, the tab title says so, and the balance is
 * asked again: the service spent the task's credits with no mutation here to declare it.
 */
export function useFollowTask(connection: Connection, id: string, entry: TaskEntry | null) {
  const client = useQueryClient();
  const query = useQuery(taskQueries.status(connection, id));
  const { data } = query;
  const seenRunning = useRef(false);
  const label = entry?.query ?? id;

  useEffect(() => {
    if (data === undefined) return;
    if (!isTerminal(data.status)) seenRunning.current = true;
    else if (seenRunning.current) {
      seenRunning.current = false;
      document.title = `Task ${data.status === "Completed" ? "finished" : "failed"}: ${label.slice(0, 40)}`;
      notifyBudgetEvent(connection.profileId, document.title, label);
      void client.invalidateQueries({ queryKey: balanceQueries.of(balanceOwner(connection)) });
    }
  }, [data, connection, id, label, client]);

  return query;
}

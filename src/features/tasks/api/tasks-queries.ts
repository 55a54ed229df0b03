import { mutationOptions, queryOptions, type Query } from "@tanstack/react-query";
import {
  connectionIdentity,
  type Connection,
  type ConnectionIdentity,
} from "../../../lib/connection/connection";
import { balanceOwner } from "../../../lib/balance/balance-queries";
import { guardedSpend } from "../../../lib/spend-guard";
import { recordedCreateTask, settleTaskCall } from "../model/task-calls";
import { recordStatus } from "../model/task-list";
import { getTaskResult, getTaskStatus, type CreateTaskInput } from "./task-requests";
import { isTerminal, type TaskState } from "./task-schemas";

/** The service's SDK polls every 2 s; a hidden tab asks every 15 s; an ended task is not asked again. */
export const POLL_VISIBLE_MS = 2_000;
export const POLL_HIDDEN_MS = 15_000;

export function pollInterval(state: TaskState | undefined, hidden: boolean): number | false {
  if (state !== undefined && isTerminal(state.status)) return false;
  return hidden ? POLL_HIDDEN_MS : POLL_VISIBLE_MS;
}

const isHidden = () => typeof document !== "undefined" && document.visibilityState === "hidden";

export const taskQueries = {
  all: (connection: ConnectionIdentity) => ["tasks", connectionIdentity(connection)] as const,
  status: (connection: Connection, id: string) =>
    queryOptions({
      queryKey: [...taskQueries.all(connection), "status", id] as const,
      queryFn: async ({ signal }) => {
        const state = await getTaskStatus(connection, id, signal);
        // The task list keeps the status last seen on the wire, written as the answer arrives.
        const ended = isTerminal(state.status);
        recordStatus(connection.profileId, id, state.status, ended ? (state.finishedAt ?? Date.now()) : null);
        return state;
      },
      enabled: connection.ready && connection.apiKey !== null,
      refetchInterval: (query: Query<TaskState, Error, TaskState, readonly unknown[]>) =>
        pollInterval(query.state.data, isHidden()),
      // Keeps following while the tab is hidden, at the slower pace above.
      refetchIntervalInBackground: true,
      // A failed poll is retried by the next tick; the last known status stays on screen.
      retry: false,
    }),
  /** Only asked once the status has ended: the report never changes after that. */
  result: (connection: Connection, id: string, ended: boolean) =>
    queryOptions({
      queryKey: [...taskQueries.all(connection), "result", id] as const,
      queryFn: async ({ signal }) => {
        const result = await getTaskResult(connection, id, signal);
        void settleTaskCall(connection.profileId, result);
        return result;
      },
      enabled: connection.ready && connection.apiKey !== null && ended,
      staleTime: Infinity,
    }),
};

export const taskMutations = {
  create: (connection: Connection) =>
    mutationOptions({
      mutationKey: [...taskQueries.all(connection), "create"] as const,
      mutationFn: (input: CreateTaskInput) =>
        guardedSpend(
          { profileId: connection.profileId, kind: "task", expectedCredits: null, action: "task" },
          () => recordedCreateTask(connection, input),
        ),
      // Starting a task spends credits: never retried automatically.
      retry: 0,
      meta: { accountOf: balanceOwner(connection) },
    }),
};

import { useMutation } from "@tanstack/react-query";
import type { Connection } from "../../../lib/connection/connection";
import { ToolCallFailed, type Execution } from "../api/recorded-tool-call";
import { toolMutations, type RunToolVariables } from "../api/tools-queries";

export type { Execution } from "../api/recorded-tool-call";

/**
 * Runs a tool once per press through its mutation, which asks the spending gate and records the call:
 * never retried (it spends credits), failures resolved as an execution to show in place. Resolves null
 * when nothing was sent (declined at the budget question, or the same tool already running).
 */
export function useToolExecution(connection: Connection) {
  const mutation = useMutation(toolMutations.execute(connection));

  async function execute(variables: RunToolVariables): Promise<Execution | null> {
    try {
      return await mutation.mutateAsync(variables);
    } catch (error) {
      if (error instanceof ToolCallFailed) return error.execution;
      return null;
    }
  }

  return { execute, pending: mutation.isPending };
}

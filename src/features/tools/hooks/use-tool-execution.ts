import { useMutation } from "@tanstack/react-query";
import type { Connection } from "../../../lib/connection/connection";
import type { ExecuteResult } from "../api/execute-tool";
import { toolMutations } from "../api/tools-queries";

/** One finished call, as the result panel and the history need it. */
export interface Execution {
  id: string;
  toolName: string;
  input: Record<string, unknown>;
  at: number;
  latencyMs: number;
  result: ExecuteResult | null;
  error: unknown;
}

let counter = 0;
const newId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** Runs a tool once per click: never retried (it spends credits), failures shown in place. */
export function useToolExecution(connection: Connection) {
  const mutation = useMutation(toolMutations.execute(connection));

  async function execute(toolName: string, input: Record<string, unknown>) {
    const at = Date.now();
    const started = performance.now();
    const base = { id: newId(), toolName, input, at };
    try {
      const result = await mutation.mutateAsync({ toolName, input });
      return { ...base, latencyMs: performance.now() - started, result, error: null } satisfies Execution;
    } catch (error) {
      return { ...base, latencyMs: performance.now() - started, result: null, error } satisfies Execution;
    }
  }

  return { execute, pending: mutation.isPending };
}

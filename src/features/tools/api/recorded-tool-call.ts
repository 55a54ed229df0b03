import type { Connection } from "../../../lib/connection/connection";
import { executeTool, type ExecuteResult, type ExecuteToolInput } from "./execute-tool";

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

/** A call the service refused or that never answered: its execution is recorded and carried here. */
export class ToolCallFailed extends Error {
  constructor(readonly execution: Execution) {
    super(execution.error instanceof Error ? execution.error.message : "The tool call failed.");
    this.name = "ToolCallFailed";
  }
}

export interface RecordedToolCall extends ExecuteToolInput {
  /** The catalogue vertical the call is recorded under. */
  verticalId?: string;
  /** The listed price: the call's credits when the answer does not report its usage. */
  price?: number | null;
}

let counter = 0;
const newId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`;

/**
 * `executeTool`, with its call record: the answer (a tool's own failure included) resolves, a failed
 * request rejects with `ToolCallFailed`. Both are recorded, with the latency of the request alone.
 */
export async function recordedExecuteTool(
  connection: Connection,
  { toolName, input, verticalId = "", price = null }: RecordedToolCall,
): Promise<Execution> {
  const at = Date.now();
  const started = performance.now();
  const base = { id: newId(), toolName, input, at };
  let execution: Execution;
  try {
    const result = await executeTool(connection, { toolName, input });
    execution = { ...base, latencyMs: performance.now() - started, result, error: null };
  } catch (error) {
    execution = { ...base, latencyMs: performance.now() - started, result: null, error };
  }
  // The record's code (IndexedDB) comes with the form, which every call is made from: imported here
  // rather than at the top, so the tool page paints from its listing without it.
  void import("../model/history-store").then(({ recordToolCall }) =>
    recordToolCall(connection.profileId, execution, verticalId, price),
  );
  if (execution.error !== null) throw new ToolCallFailed(execution);
  return execution;
}

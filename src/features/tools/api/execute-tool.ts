import * as v from "valibot";
import type { Connection } from "../../../lib/connection/connection";
import { request } from "../../../lib/http";
import { finiteNumber } from "../../../lib/schema";

const usageSchema = v.object({ estimated: finiteNumber, consumed: finiteNumber });

// Production wraps the output and reports a failed tool in-band (HTTP 200, is_error: true).
const wrapperSchema = v.object({
  tool_name: v.string(),
  output: v.unknown(),
  is_error: v.boolean(),
  error_message: v.nullish(v.string()),
  usage: v.nullish(usageSchema),
});

export interface ExecuteResult {
  output: unknown;
  isError: boolean;
  errorMessage?: string;
  usage?: { estimated: number; consumed: number };
  /** The `X-Execution-Id` response header: the ref of this call's ledger movement, when sent. */
  executionId?: string;
}

export const EXECUTION_ID_HEADER = "X-Execution-Id";

/** Spec: the body is the tool's output itself. A body is only read as the wrapper when it is exactly that. */
export const executeResultSchema = v.pipe(
  v.unknown(),
  v.transform((body): ExecuteResult => {
    const wrapper = v.safeParse(wrapperSchema, body);
    if (!wrapper.success) return { output: body, isError: false };
    const { output, is_error, error_message, usage } = wrapper.output;
    return {
      output,
      isError: is_error,
      ...(error_message ? { errorMessage: error_message } : {}),
      ...(usage ? { usage } : {}),
    };
  }),
);

export interface ExecuteToolInput {
  toolName: string;
  input: Record<string, unknown>;
}

// POST {chat}/v1/tools/execute
export async function executeTool(
  connection: Connection,
  input: ExecuteToolInput,
  signal?: AbortSignal,
): Promise<ExecuteResult> {
  let executionId: string | null = null;
  const result = await request({
    baseUrl: connection.chatBaseUrl,
    path: "/v1/tools/execute",
    method: "POST",
    apiKey: connection.apiKey,
    body: { tool_name: input.toolName, input: input.input },
    schema: executeResultSchema,
    signal,
    onHeaders: (headers) => {
      executionId = headers.get(EXECUTION_ID_HEADER);
    },
  });
  return executionId ? { ...result, executionId } : result;
}

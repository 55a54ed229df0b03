import { z } from "zod";
import type { Connection } from "../../../lib/connection/connection";
import { request } from "../../../lib/http";

const usageSchema = z.object({ estimated: z.number(), consumed: z.number() });

// Production wraps the output and reports a failed tool in-band (HTTP 200, is_error: true).
const wrapperSchema = z.object({
  tool_name: z.string(),
  output: z.unknown(),
  is_error: z.boolean(),
  error_message: z.string().nullish(),
  usage: usageSchema.nullish(),
});

export interface ExecuteResult {
  output: unknown;
  isError: boolean;
  errorMessage?: string;
  usage?: { estimated: number; consumed: number };
}

/** Spec: the body is the tool's output itself. A body is only read as the wrapper when it is exactly that. */
export const executeResultSchema = z.unknown().transform((body): ExecuteResult => {
  const wrapper = wrapperSchema.safeParse(body);
  if (!wrapper.success) return { output: body, isError: false };
  const { output, is_error, error_message, usage } = wrapper.data;
  return {
    output,
    isError: is_error,
    ...(error_message ? { errorMessage: error_message } : {}),
    ...(usage ? { usage } : {}),
  };
});

export interface ExecuteToolInput {
  toolName: string;
  input: Record<string, unknown>;
}

// POST {chat}/v1/tools/execute
export function executeTool(
  connection: Connection,
  input: ExecuteToolInput,
  signal?: AbortSignal,
): Promise<ExecuteResult> {
  return request({
    baseUrl: connection.chatBaseUrl,
    path: "/v1/tools/execute",
    method: "POST",
    apiKey: connection.apiKey,
    body: { tool_name: input.toolName, input: input.input },
    schema: executeResultSchema,
    signal,
  });
}

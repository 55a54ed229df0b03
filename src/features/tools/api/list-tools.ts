import { z } from "zod";
import type { Connection } from "../../../lib/connection/connection";
import { request } from "../../../lib/http";

const jsonSchemaObject = z.record(z.string(), z.unknown());

// Spec: inputSchema/outputSchema. Production: input_schema/output_schema plus an id.
const toolSchema = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String).optional(),
    name: z.string(),
    description: z.string().nullish(),
    inputSchema: jsonSchemaObject.optional(),
    input_schema: jsonSchemaObject.optional(),
    outputSchema: jsonSchemaObject.nullish(),
    output_schema: jsonSchemaObject.nullish(),
  })
  .refine((wire) => wire.inputSchema !== undefined || wire.input_schema !== undefined, {
    message: "a tool needs an input schema",
    path: ["inputSchema"],
  })
  .transform((wire) => ({
    id: wire.id ?? null,
    name: wire.name,
    description: wire.description ?? "",
    inputSchema: wire.inputSchema ?? wire.input_schema ?? {},
    outputSchema: wire.outputSchema ?? wire.output_schema ?? null,
  }));
export type Tool = z.output<typeof toolSchema>;

// Spec leaves the wrapper open: the reference service wraps in {tools}, production sends a bare array.
export const toolListSchema = z.union([
  z.array(toolSchema),
  z.object({ tools: z.array(toolSchema) }).transform((w) => w.tools),
]);

export interface ListToolsInput {
  verticalId: string;
}

// GET {chat}/v1/tools?vertical_id=…
export function listTools(
  connection: Connection,
  input: ListToolsInput,
  signal?: AbortSignal,
): Promise<Tool[]> {
  return request({
    baseUrl: connection.chatBaseUrl,
    path: "/v1/tools",
    query: { vertical_id: input.verticalId },
    apiKey: connection.apiKey,
    schema: toolListSchema,
    signal,
  });
}

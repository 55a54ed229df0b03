import { createHash } from "node:crypto";
import type { Tool } from "./types.ts";

/**
 * Listing shapes per dialect. `price` (integer credits per successful run) is this service's
 * extension in both dialects; production is not seen to send it, so clients must treat it as optional.
 */
export function specTool(tool: Tool) {
  return {
    name: tool.name,
    description: tool.description,
    inputSchema: tool.inputSchema,
    outputSchema: tool.outputSchema,
    price: tool.price,
  };
}

/** Production's `id` is opaque; a UUID-shaped digest of the name keeps it stable yet unlike the name. */
export function toolId(name: string): string {
  const h = createHash("sha256").update(`tool:${name}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function productionTool(tool: Tool) {
  return {
    id: toolId(tool.name),
    name: tool.name,
    description: tool.description,
    input_schema: tool.inputSchema,
    output_schema: tool.outputSchema,
    price: tool.price,
  };
}

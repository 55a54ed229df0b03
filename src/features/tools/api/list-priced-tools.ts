import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import type { Connection } from "../../../lib/connection/connection";
import { request } from "../../../lib/http";
import { toolListSchema, type Tool } from "./list-tools";
import { toolQueries } from "./tool-queries";

/** A tool with its price in credits per successful run; null when the service does not say (production). */
export type PricedTool = Tool & { price: number | null };

const priceEntry = z.object({ name: z.string(), price: z.number().int().nonnegative().nullish() });
const priceList = z.union([
  z.array(priceEntry.loose()),
  z.object({ tools: z.array(priceEntry.loose()) }).transform((wrapper) => wrapper.tools),
]);

/** The listing as `toolListSchema` reads it, plus the reference service's optional `price` extension. */
export const pricedToolListSchema = z.unknown().transform((body, ctx): PricedTool[] => {
  const tools = toolListSchema.safeParse(body);
  if (!tools.success) {
    for (const issue of tools.error.issues)
      ctx.addIssue({ ...issue, code: "custom", message: issue.message });
    return z.NEVER;
  }
  const priced = priceList.safeParse(body);
  const prices = new Map(priced.success ? priced.data.map((entry) => [entry.name, entry.price ?? null]) : []);
  return tools.data.map((tool) => ({ ...tool, price: prices.get(tool.name) ?? null }));
});

// GET {chat}/v1/tools?vertical_id=… (the same listing as listTools, keeping the price)
export function listPricedTools(
  connection: Connection,
  verticalId: string,
  signal?: AbortSignal,
): Promise<PricedTool[]> {
  return request({
    baseUrl: connection.chatBaseUrl,
    path: "/v1/tools",
    query: { vertical_id: verticalId },
    apiKey: connection.apiKey,
    schema: pricedToolListSchema,
    signal,
  });
}

export const pricedToolQueries = {
  list: (connection: Connection, verticalId: string) =>
    queryOptions({
      queryKey: [...toolQueries.lists(connection), verticalId, "priced"] as const,
      queryFn: ({ signal }) => listPricedTools(connection, verticalId, signal),
      staleTime: 5 * 60_000,
      enabled: connection.ready && verticalId.trim() !== "",
    }),
};

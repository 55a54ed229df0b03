import * as v from "valibot";
import type { Connection } from "../../../lib/connection/connection";
import { request } from "../../../lib/http";
import { safeInteger } from "../../../lib/schema";
import { toolListSchema, type Tool } from "./list-tools";

/** A tool with its price in credits per successful run; null when the service does not say (production). */
export type PricedTool = Tool & { price: number | null };

const priceEntry = v.looseObject({ name: v.string(), price: v.nullish(v.pipe(safeInteger, v.minValue(0))) });
const priceList = v.union([
  v.array(priceEntry),
  v.pipe(
    v.object({ tools: v.array(priceEntry) }),
    v.transform((wrapper) => wrapper.tools),
  ),
]);

/** The listing as `toolListSchema` reads it, plus the reference service's optional `price` extension. */
export const pricedToolListSchema = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }): PricedTool[] => {
    const tools = v.safeParse(toolListSchema, dataset.value);
    if (!tools.success) {
      for (const issue of tools.issues)
        addIssue({ message: issue.message, ...(issue.path ? { path: issue.path } : {}) });
      return NEVER;
    }
    const priced = v.safeParse(priceList, dataset.value);
    const prices = new Map(
      priced.success ? priced.output.map((entry) => [entry.name, entry.price ?? null]) : [],
    );
    return tools.output.map((tool) => ({ ...tool, price: prices.get(tool.name) ?? null }));
  }),
);

// GET {chat}/v1/tools?vertical_id=… (the tool listing, keeping the price)
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

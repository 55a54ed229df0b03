import * as v from "valibot";
import type { Connection } from "../../../lib/connection/connection";
import { request } from "../../../lib/http";
import { accountBlockSchema, planStepSchema, usageSchema } from "./search-blocks";

/** Plans live 5 minutes and cannot be fetched again: the caller keeps this object. */
export const planSchema = v.pipe(
  v.object({
    id: v.string(),
    status: v.string(),
    steps: v.array(planStepSchema),
    reason: v.fallback(v.string(), ""),
    usage: v.nullish(usageSchema),
    deterministicSignature: v.nullish(v.string()),
    account: v.nullish(accountBlockSchema),
    // The reference service's extension; production plans also expire (5 min) but do not say when.
    expires_at: v.nullish(v.string()),
  }),
  v.transform(({ expires_at, ...wire }) => ({
    ...wire,
    expiresAt: expires_at ?? null,
    usage: wire.usage ?? null,
    deterministicSignature: wire.deterministicSignature ?? null,
    account: wire.account ?? null,
  })),
);
export type Plan = v.InferOutput<typeof planSchema>;

export interface CreatePlanInput {
  query: string;
  verticalId?: string;
  useDeterministicToolPlanning?: boolean;
}

// POST {chat}/v1/search/plan
export function createPlan(
  connection: Connection,
  input: CreatePlanInput,
  signal?: AbortSignal,
): Promise<Plan> {
  return request({
    baseUrl: connection.chatBaseUrl,
    path: "/v1/search/plan",
    method: "POST",
    apiKey: connection.apiKey,
    body: {
      query: input.query,
      ...(input.verticalId ? { vertical_id: input.verticalId } : {}),
      ...(input.useDeterministicToolPlanning === undefined
        ? {}
        : { use_deterministic_tool_planning: input.useDeterministicToolPlanning }),
    },
    schema: planSchema,
    signal,
  });
}

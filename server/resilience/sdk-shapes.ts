import { z } from "zod";

/**
 * What the production service's TypeScript SDK (kirha-sdk-typescript 0.1.3) reads from the wire,
 * written here by hand from its documented shapes: which fields it requires, which it lets be
 * absent, and how it reads an error. Loose objects, as the SDK's are: extra fields pass.
 * `server/resilience/sdk-conformance.test.ts` parses the production dialect's answers with them.
 */

const usage = z.object({ estimated: z.number(), consumed: z.number() });
const account = z.object({ balance: z.number(), balance_timestamp: z.string() });
const step = z.object({
  id: z.string(),
  tool_name: z.string(),
  parameters: z.record(z.string(), z.unknown()),
  reasoning: z.string().optional(),
});

export const sdkTool = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  input_schema: z.record(z.string(), z.unknown()),
  output_schema: z.record(z.string(), z.unknown()),
});
/** `GET /v1/tools`: a bare array. */
export const sdkToolList = z.array(sdkTool);

export const sdkPlan = z.object({
  id: z.string(),
  status: z.string(),
  steps: z.array(step),
  reason: z.string().optional(),
  usage,
  account: account.optional(),
});

/** Search and plan run: every field may be absent; `summary` is absent unless summarization was asked. */
export const sdkSearchResult = z.object({
  id: z.string().optional(),
  summary: z.string().optional(),
  raw_data: z.unknown().optional(),
  planning: z
    .object({ status: z.string(), steps: z.array(step).optional(), reason: z.string().optional() })
    .optional(),
  usage: usage.optional(),
  deterministicSignature: z.string().optional(),
  account: account.optional(),
});

export const sdkToolExecution = z.object({
  tool_name: z.string(),
  output: z.unknown(),
  is_error: z.boolean(),
  error_message: z.string().optional(),
  usage,
});

/** The codes the SDK's error type can carry. */
export const SDK_ERROR_CODES = [
  "authentication_error",
  "rate_limit_exceeded",
  "bad_request",
  "not_found",
  "internal_error",
  "unknown_error",
] as const;

const nestedError = z.object({
  success: z.literal(false).optional(),
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});
const flatError = z.object({ type: z.string(), reason: z.string() });
/** The two error bodies the SDK understands; anything else becomes its `unknown_error`. */
export const sdkErrorBody = z.union([nestedError, flatError]);

/**
 * Bodies of the kind the SDK's own tests feed it, with values of our own: a production service
 * must be able to send each of these, and the schemas above must accept them.
 */
export const SDK_FIXTURES = {
  search: { summary: "ETH trades at 3,120 EUR.", raw_data: [{ price: "3120.55" }] },
  emptySearch: {},
  plan: {
    id: "plan_Q3vN8xWm0pLk2RtY7uHa1",
    status: "pending_confirmation",
    steps: [
      {
        id: "step_b4Tz9KqLm2XcV7nWp0RsE",
        tool_name: "coingecko_searchCoin",
        parameters: { query: "ETH", limit: 1 },
        reasoning: "Find the coin's id first",
      },
    ],
    reason: "One lookup answers it",
    usage: { estimated: 1, consumed: 0 },
    account: { balance: 250, balance_timestamp: "2026-11-21T12:00:00.000Z" },
  },
  tools: [
    {
      id: "6a0f3c52-0b7d-4c1e-9f61-2d5e8a7b9c10",
      name: "coingecko_searchCoin",
      description: "Search coins by name or symbol",
      input_schema: {},
      output_schema: {},
    },
  ],
  execution: {
    tool_name: "coingecko_searchCoin",
    output: { coins: [] },
    is_error: false,
    usage: { estimated: 1, consumed: 1 },
  },
  errors: {
    auth: { status: 401, body: { error: { code: "auth_error", message: "Invalid API key" } } },
    rateLimit: { status: 429, body: { error: { code: "rate_limit", message: "Slow down" } } },
    badRequest: { status: 400, body: { error: { code: "bad_request", message: "query is empty" } } },
    flat: { status: 400, body: { type: "bad_request", reason: "query is empty" } },
  },
} as const;

import { SAMPLE_INPUTS } from "../tools/sample-inputs.ts";

export interface FuzzContext {
  key: string;
  accountId: string;
  planId: string;
  invoiceId: string;
  /** A task of the seeded account, already ended (its result carries usage and the account). */
  taskId: string;
  /** An address on the seeded account's sender whitelist, checksummed. */
  whitelisted: string;
}

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export type Family = "billing" | "chat" | "control";
export type Json = Record<string, unknown>;

/** One route of the service with a body that it accepts; the fuzz starts from these and breaks one thing. */
export interface Endpoint {
  family: Family;
  method: string;
  /** `{id}` is replaced by a real or a hostile id, `{phase}` by a task phase or a hostile one. */
  path: string;
  body: (ctx: FuzzContext, tool: string) => Json | null;
}

const HASH = `0x${"ab".repeat(32)}`;

export const ENDPOINTS: Endpoint[] = [
  { family: "billing", method: "GET", path: "/billing/v1/account/balance", body: () => null },
  {
    family: "billing",
    method: "POST",
    path: "/billing/v1/account/topup",
    body: () => ({ type: "crypto", currency_id: "eth", credits: 10 }),
  },
  {
    family: "billing",
    method: "POST",
    path: "/billing/v1/account/topup/{id}/complete",
    body: () => ({ transaction_hash: HASH }),
  },
  { family: "billing", method: "GET", path: "/billing/v1/account/topups?limit=5", body: () => null },
  { family: "billing", method: "GET", path: "/billing/v1/account/ledger?limit=5", body: () => null },
  { family: "billing", method: "GET", path: "/billing/v1/account/whitelist", body: () => null },
  {
    family: "billing",
    method: "POST",
    path: "/billing/v1/account/whitelist",
    // Lower case, so the route's checksumming meets an address that is already listed.
    body: (ctx) => ({ address: ctx.whitelisted.toLowerCase() }),
  },
  { family: "billing", method: "DELETE", path: "/billing/v1/account/whitelist/{id}", body: () => null },
  { family: "chat", method: "GET", path: "/chat/v1/tools?vertical_id=crypto", body: () => null },
  {
    family: "chat",
    method: "POST",
    path: "/chat/v1/tools/execute",
    body: (_, tool) => ({ tool_name: tool, input: structuredClone(SAMPLE_INPUTS[tool] ?? {}) }),
  },
  {
    family: "chat",
    method: "POST",
    path: "/chat/v1/search/plan",
    body: () => ({
      query: "price of BTC in EUR",
      vertical_id: "crypto",
      use_deterministic_tool_planning: true,
    }),
  },
  {
    family: "chat",
    method: "POST",
    path: "/chat/v1/search/plan/run",
    body: (ctx) => ({ plan_id: ctx.planId, include_raw_data: true, include_planning: true }),
  },
  {
    family: "chat",
    method: "POST",
    path: "/chat/v1/search",
    body: () => ({
      query: "profile of NORS",
      summarization: { enable: true, model: "kirha", instruction: "short" },
      include_raw_data: false,
    }),
  },
  {
    family: "chat",
    method: "POST",
    path: "/chat/v1/tasks",
    // One sub-question: each task the fuzz creates runs in the background, and this keeps it short.
    body: () => ({ query: "price of BTC", instruction: "short" }),
  },
  { family: "chat", method: "GET", path: "/chat/v1/tasks/{id}/status", body: () => null },
  { family: "chat", method: "GET", path: "/chat/v1/tasks/{id}/result", body: () => null },
  {
    family: "control",
    method: "POST",
    path: "/__test/accounts",
    body: () => ({ subscription_balance: 5, top_up_balance: 5, dialect: "spec" }),
  },
  {
    family: "control",
    method: "PUT",
    path: "/__test/accounts/{id}/balance",
    body: () => ({ subscription_balance: 1_000_000, top_up_balance: 1_000_000 }),
  },
  {
    family: "control",
    method: "PUT",
    path: "/__test/accounts/{id}/dialect",
    body: () => ({ dialect: null }),
  },
  { family: "control", method: "POST", path: "/__test/chain/mine", body: () => ({ blocks: 1 }) },
  { family: "control", method: "POST", path: "/__test/chain/automine", body: () => ({ enabled: true }) },
  {
    family: "control",
    method: "POST",
    path: "/__test/chain/fund",
    body: () => ({ address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8", eth: "1", usdc: "1" }),
  },
  { family: "control", method: "POST", path: "/__test/plans/{id}/expire", body: () => ({}) },
  { family: "control", method: "GET", path: "/__test/tasks/control", body: () => null },
  { family: "control", method: "PUT", path: "/__test/tasks/timing", body: () => ({ phase_ms: 0 }) },
  { family: "control", method: "POST", path: "/__test/tasks/holds", body: () => ({ status: "Researching" }) },
  { family: "control", method: "DELETE", path: "/__test/tasks/holds/{phase}", body: () => null },
  { family: "control", method: "DELETE", path: "/__test/tasks/holds", body: () => null },
];

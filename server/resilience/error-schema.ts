import { z } from "zod";

/** The one error payload (docs/interfaces.md): nothing more, nothing less. */
export const errorPayload = z.strictObject({
  error: z.strictObject({
    code: z.string().regex(/^[A-Z][A-Z_]*$/),
    message: z.string().min(1),
    details: z.record(z.string(), z.unknown()),
  }),
});

/**
 * Every documented code with the statuses it may come with. 503 is allowed only where the
 * interfaces say the service is unavailable (no treasury, no chain); 500 never.
 */
export const DOCUMENTED_CODES: Readonly<Record<string, readonly number[]>> = {
  UNAUTHORIZED: [401],
  INVALID_REQUEST: [400],
  PAYLOAD_TOO_LARGE: [413],
  NOT_FOUND: [404],
  METHOD_NOT_ALLOWED: [405],
  RATE_LIMITED: [429],
  INSUFFICIENT_CREDITS: [402],
  CURRENCY_NOT_SUPPORTED: [400],
  INVOICE_NOT_FOUND: [404],
  PAYMENT_NOT_COMPLETED: [409],
  PAYMENT_ALREADY_USED: [409],
  INVOICE_ALREADY_COMPLETED: [409],
  TOP_UP_UNAVAILABLE: [503],
  CHAIN_UNAVAILABLE: [503],
  VERTICAL_NOT_FOUND: [404],
  TOOL_NOT_FOUND: [404],
  TOOL_FAILED: [422],
  PLAN_NOT_FOUND: [404],
  PLAN_EXPIRED: [410],
  PLAN_ALREADY_RUN: [409],
  PLAN_NOT_RUNNABLE: [422],
  TASK_NOT_FOUND: [404],
  // Test control only (`/__test/accounts/:id/...`); not yet in docs/interfaces.md.
  ACCOUNT_NOT_FOUND: [404],
};

/** Why a response breaks the error contract, or null when it keeps it. */
export async function contractBreach(res: Response, method: string): Promise<string | null> {
  if (res.status >= 500 && res.status !== 503) return `status ${res.status}`;
  if (res.status < 300) return null;
  // HEAD answers carry headers only.
  if (method === "HEAD") return null;
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `non-JSON error body: ${text.slice(0, 200)}`;
  }
  const parsed = errorPayload.safeParse(body);
  if (!parsed.success) return `error payload off schema: ${text.slice(0, 300)}`;
  const { code } = parsed.data.error;
  const statuses = DOCUMENTED_CODES[code];
  if (statuses === undefined) return `undocumented code ${code}`;
  if (!statuses.includes(res.status)) return `code ${code} with status ${res.status}`;
  if (res.status === 405 && !res.headers.get("allow")) return "405 without Allow";
  if (res.status === 429 && !/^\d+$/.test(res.headers.get("retry-after") ?? ""))
    return "429 without Retry-After";
  return null;
}

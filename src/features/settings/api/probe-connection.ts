import * as v from "valibot";
import type { Connection } from "../../../lib/connection/connection";
import { isApiError, request } from "../../../lib/http";
import { finiteNumber } from "../../../lib/schema";

export type ProbeOutcome =
  | { status: "ok" }
  | { status: "unauthorized" }
  | { status: "unreachable" }
  | { status: "cors" }
  | { status: "csp" }
  | { status: "error"; code: string };

export interface ProbeReport {
  billing: ProbeOutcome;
  chat: ProbeOutcome;
}

// A feature may not import another feature, so the probe asks the same two endpoints as getBalance and
// listPricedTools itself; it only needs to know that each family answers this key in a recognisable shape.
const balanceShape = v.object({ balance: v.union([finiteNumber, v.string()]) });
const toolsShape = v.union([v.array(v.unknown()), v.object({ tools: v.array(v.unknown()) })]);

const PROBE_TIMEOUT_MS = 15_000;

export function classifyProbeError(error: unknown): ProbeOutcome {
  if (!isApiError(error)) return { status: "error", code: "UNKNOWN" };
  if (error.code === "INVALID_URL") return { status: "error", code: error.code };
  if (error.kind === "cors") return { status: "cors" };
  if (error.kind === "csp") return { status: "csp" };
  if (error.kind === "network" || error.kind === "timeout") return { status: "unreachable" };
  if (error.status === 401 || error.code === "UNAUTHORIZED") return { status: "unauthorized" };
  return { status: "error", code: error.code };
}

async function outcome(call: Promise<unknown>): Promise<ProbeOutcome> {
  try {
    await call;
    return { status: "ok" };
  } catch (error) {
    return classifyProbeError(error);
  }
}

// GET {billing}/account/balance and GET {chat}/v1/tools?vertical_id=crypto, side by side
export async function probeConnection(connection: Connection, signal?: AbortSignal): Promise<ProbeReport> {
  const common = { apiKey: connection.apiKey, signal, timeoutMs: PROBE_TIMEOUT_MS };
  const [billing, chat] = await Promise.all([
    outcome(
      request({
        ...common,
        baseUrl: connection.billingBaseUrl,
        path: "/account/balance",
        schema: balanceShape,
      }),
    ),
    outcome(
      request({
        ...common,
        baseUrl: connection.chatBaseUrl,
        path: "/v1/tools",
        query: { vertical_id: "crypto" },
        schema: toolsShape,
      }),
    ),
  ]);
  return { billing, chat };
}

export function describeOutcome(family: "Billing" | "Chat", result: ProbeOutcome): string {
  switch (result.status) {
    case "ok":
      return `${family}: ok`;
    case "unauthorized":
      return `${family}: unauthorized`;
    case "unreachable":
      return `${family}: unreachable`;
    case "cors":
      return `${family}: blocked by CORS — turn on “Through the local proxy”`;
    case "csp":
      return `${family}: blocked by this dashboard's security policy — use “Through the local proxy”`;
    case "error":
      return `${family}: error ${result.code}`;
  }
}

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
  | { status: "bad-key"; message: string }
  | { status: "error"; code: string; httpStatus: number; message: string; details: Record<string, unknown> };

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
  if (!isApiError(error)) {
    const message = error instanceof Error ? error.message : "";
    return { status: "error", code: "UNKNOWN", httpStatus: 0, message, details: {} };
  }
  if (error.code === "INVALID_KEY_TEXT") return { status: "bad-key", message: error.message };
  if (error.kind === "cors") return { status: "cors" };
  if (error.kind === "csp") return { status: "csp" };
  if (error.code !== "INVALID_URL" && (error.kind === "network" || error.kind === "timeout")) {
    return { status: "unreachable" };
  }
  if (error.status === 401 || error.code === "UNAUTHORIZED") return { status: "unauthorized" };
  return {
    status: "error",
    code: error.code,
    httpStatus: error.status,
    message: error.message,
    details: error.details,
  };
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

/** What the test knew about the family's address when it ran: needed to say which fix can work. */
export interface ProbeContext {
  /** The base URL as configured (before any proxying). */
  baseUrl: string;
  viaProxy: boolean;
  /** Whether this origin's /proxy/ forwards baseUrl; null when there is no local proxy to ask (no /config.json). */
  proxyForwards: boolean | null;
}

const PROXY = "“Through the local proxy”";

function host(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The browser refused the answer: say the one fix that will work from here. */
function refusedByBrowser(context: ProbeContext, what: string): string {
  if (context.proxyForwards === true) return `${what}. Turn on ${PROXY} and test again.`;
  if (context.proxyForwards === false) {
    return (
      `${what}, and the local proxy does not forward ${context.baseUrl} (it is not on its allow-list). ` +
      `Start the server with PROXY_UPSTREAMS including this URL, or ask the service to allow this page's origin.`
    );
  }
  return `${what}. Open the dashboard from a server that proxies this service, or ask the service to allow this page's origin.`;
}

function family(name: "Billing" | "Chat"): string {
  return name === "Billing" ? "the billing API (…/billing/v1)" : "the chat API (…/chat)";
}

/** One sentence per result: what happened, then one thing to do about it; a code only ever in brackets. */
export function describeOutcome(
  name: "Billing" | "Chat",
  result: ProbeOutcome,
  context: ProbeContext,
): string {
  const at = host(context.baseUrl);
  switch (result.status) {
    case "ok":
      return `${name}: connected — ${at} accepted this key.`;
    case "unauthorized":
      return `${name}: ${at} refused this key. Check that it is the key for this service, or paste it again.`;
    case "unreachable":
      return context.viaProxy
        ? `${name}: the local proxy could not be reached. Check that npm start is running, then test again.`
        : `${name}: no answer from ${at}. Check the address and that the service is running, then test again.`;
    case "cors":
      return `${name}: ${refusedByBrowser(context, `${at} answered, but does not let this page read its answers (CORS)`)}`;
    case "csp":
      return `${name}: ${refusedByBrowser(context, `this dashboard's security policy does not allow requests to ${at}`)}`;
    case "bad-key":
      return `${name}: not sent. ${result.message}`;
    case "error":
      return `${name}: ${describeError(name, result, context, at)}`;
  }
}

function describeError(
  name: "Billing" | "Chat",
  result: Extract<ProbeOutcome, { status: "error" }>,
  context: ProbeContext,
  at: string,
): string {
  switch (result.code) {
    case "INVALID_URL":
      return `“${context.baseUrl}” is not a web address. Enter a full http:// or https:// address.`;
    case "PROXY_FORBIDDEN":
      return `the local proxy does not forward ${context.baseUrl} (it is not on its allow-list). Turn off ${PROXY}, or start the server with PROXY_UPSTREAMS including this URL.`;
    case "PROXY_UPSTREAM_UNREACHABLE":
      return `the local proxy could not reach ${at}. Check the address and your network, then test again.`;
    case "PROXY_UPSTREAM_NOT_JSON":
    case "INVALID_RESPONSE":
      return `${at} answered, but not as ${family(name)} would (code ${result.code}). Check that the URL points at that API, not at a web page.`;
    case "NOT_FOUND":
    case "HTTP_404":
      return `${at} has no ${name.toLowerCase()} endpoint at this address (code ${result.code}). Check the path: it should point at ${family(name)}.`;
    case "FORBIDDEN":
      return `${at} accepted the key but refused this request (code ${result.code}). Check that the key's account has access.`;
    case "RATE_LIMITED":
      return `${at} is limiting requests (code ${result.code}). Wait a minute, then test again.`;
  }
  if (result.httpStatus >= 500) {
    return `${at} had an error (HTTP ${result.httpStatus}, code ${result.code}). Try again in a minute; if it lasts, the service is down.`;
  }
  const said = result.message.trim() === "" ? "" : ` “${result.message.trim()}”`;
  return `${at} refused the request${said} (code ${result.code}). Check the address and the key, then test again.`;
}

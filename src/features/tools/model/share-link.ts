import { parseJsonSafe } from "../../../lib/safe-json";
import { paths } from "../../../app/paths";

/**
 * A link that reopens a tool with the same input: tool and vertical in the path and query, the input
 * as JSON in `input`. Never the key, which only lives in the browser's storage.
 */
export function sharePath(call: { toolName: string; verticalId: string; input: unknown }): string {
  return paths.tool(call.toolName, { vertical: call.verticalId, input: JSON.stringify(call.input) });
}

export function shareLink(
  origin: string,
  call: { toolName: string; verticalId: string; input: unknown },
): string {
  return new URL(sharePath(call), origin).toString();
}

/**
 * The shared input from a URL's search params, or null when absent or not a JSON object. Anyone can
 * write such a link, so it is parsed without the keys that could reach a prototype (lib/safe-json).
 */
export function sharedInput(params: URLSearchParams): Record<string, unknown> | null {
  const raw = params.get("input");
  if (raw === null) return null;
  try {
    const value = parseJsonSafe(raw);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Why a link's `input` was not used, in words; null when there is none or it was read. */
export function sharedInputProblem(params: URLSearchParams): string | null {
  const raw = params.get("input");
  if (raw === null || sharedInput(params) !== null) return null;
  try {
    parseJsonSafe(raw);
  } catch (error) {
    return `it is not valid JSON (${error instanceof Error ? error.message : "unreadable"})`;
  }
  return "it is JSON, but not an object of fields";
}

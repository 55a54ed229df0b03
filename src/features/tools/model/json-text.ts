import { parseJsonSafe } from "../../../lib/safe-json";

/** Why the JSON text cannot be sent, and where (1-based), so the user can find it. */
export interface JsonProblem {
  message: string;
  line: number;
  column: number;
}

export type JsonReading = { body: Record<string, unknown> } | { problem: JsonProblem };

function at(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split("\n");
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

const failsAt = (text: string): string | null => {
  try {
    // The same engine and messages as JSON.parse: only the reviver differs.
    parseJsonSafe(text);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};
// Ran out of text rather than met a wrong character: no error, "end of JSON input", or a position at the end.
const isEnd = (message: string | null, length: number) =>
  message === null ||
  /end of JSON input/i.test(message) ||
  Number(/at position (\d+)/.exec(message)?.[1] ?? -1) >= length;

/** Where the engine gave up, when its message does not say: the shortest prefix that fails for another reason than ending early. */
function offsetOf(text: string): number {
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (isEnd(failsAt(text.slice(0, middle + 1)), middle + 1)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The engine's message without its own position or a quote of the text, and where it failed. */
function locate(
  text: string,
  message: string,
): { message: string; line?: number; column?: number; offset: number } {
  const plain = message
    .replace(/,\s*".*" is not valid JSON$/s, "")
    .replace(/\s*\(line \d+ column \d+\)/, "")
    .replace(/\s*(in JSON )?at position \d+.*$/s, "");
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn)
    return { message: plain, line: Number(lineColumn[1]), column: Number(lineColumn[2]), offset: 0 };
  const position = /at position (\d+)/.exec(message);
  const offset = position ? Number(position[1]) : isEnd(message, Infinity) ? text.length : offsetOf(text);
  return { message: plain || "Not valid JSON", offset };
}

/** The user's JSON text read as a tool input: an object, parsed with the prototype-safe parser. */
export function readJsonInput(text: string): JsonReading {
  let parsed: unknown;
  try {
    parsed = parseJsonSafe(text);
  } catch (error) {
    const found = locate(text, error instanceof Error ? error.message : String(error));
    const where =
      found.line !== undefined && found.column !== undefined
        ? { line: found.line, column: found.column }
        : at(text, found.offset);
    return { problem: { message: found.message, ...where } };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    const start = text.length - text.trimStart().length;
    return {
      problem: { message: 'The input must be a JSON object, like {"query": "eth"}', ...at(text, start) },
    };
  }
  return { body: parsed as Record<string, unknown> };
}

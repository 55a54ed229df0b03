import type { Json, JsonObject } from "../types.ts";
import type { Draft, DraftStep } from "./draft.ts";

/**
 * "What is the price of Bitcoin and what is my portfolio worth with 2 ETH?" is two questions. A part
 * ends at "?" or ";", or where "and"/"also"/"plus" starts a new question ("and what…", "and who…");
 * "Bitcoin and Ethereum" stays one part.
 */
const BOUNDARY =
  /\?+\s*|;\s*|,?\s+(?:and|also|plus)\s+(?=(?:also\s+)?(?:what|what's|who|whose|which|how|is|are|does|do|did|can|tell|show|give|list|get|find|check|verify|look)\b)/i;

export function questionParts(query: string): string[] {
  return query
    .split(new RegExp(BOUNDARY.source, "gi"))
    .map((part) => part.trim())
    .filter((part) => /\w{2,}/.test(part));
}

/** Moves a part's step references by `offset`: each part numbers its steps from 0. */
function shifted(value: Json, offset: number): Json {
  if (Array.isArray(value)) return value.map((item) => shifted(item, offset));
  if (value === null || typeof value !== "object") return value;
  const out: JsonObject = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] =
      key === "$fromStep" && typeof item === "string" ? String(Number(item) + offset) : shifted(item, offset);
  }
  return out;
}

const quoted = (part: string) => `“${part.length > 80 ? `${part.slice(0, 79)}…` : part}”`;

/**
 * Plans each part on its own and joins the steps. The reason names every part: what was planned for
 * it, or why it could not be. The plan fails only when no part could be planned.
 */
export function planParts(parts: readonly string[], planPart: (part: string) => Draft): Draft {
  const steps: DraftStep[] = [];
  const said: string[] = [];
  let planned = 0;
  parts.forEach((part, index) => {
    const draft = planPart(part);
    const label = `Part ${index + 1}, ${quoted(part)}`;
    if (!draft.ok) {
      said.push(`${label}: could not be planned. ${draft.reason}`);
      return;
    }
    const offset = steps.length;
    for (const step of draft.steps) {
      steps.push({ ...step, parameters: shifted(step.parameters, offset) as JsonObject });
    }
    planned += 1;
    said.push(`${label}: ${draft.reason}`);
  });
  const intro = `The question has ${parts.length} parts; each is planned on its own.`;
  const reason = [intro, ...said].join(" ");
  return planned === 0 ? { ok: false, reason } : { ok: true, steps, reason };
}

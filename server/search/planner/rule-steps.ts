// The one-step plan and the "top N" count that the planner's rules all build with.
import { DraftBuilder, type Draft } from "./draft.ts";

export const count = (q: string, fallback: number, max = Infinity) => {
  const n = Number(/\b(?:top|first|last|latest|recent)\s+(\d{1,2})\b/i.exec(q)?.[1] ?? NaN);
  return Number.isInteger(n) && n > 0 && n <= max ? n : fallback;
};

export function oneStep(
  tool: string,
  parameters: Record<string, string | number | boolean | string[]>,
  why: string,
): Draft {
  const b = new DraftBuilder();
  b.add(tool, parameters, why);
  return b.done(why);
}

import diff from "microdiff";

export interface OutputDiff {
  added: string[];
  removed: string[];
  changed: string[];
}

const pathText = (path: readonly (string | number)[]) =>
  path.length === 0
    ? "(the whole answer)"
    : path
        .map((part) => (typeof part === "number" ? `[${part}]` : `.${part}`))
        .join("")
        .replace(/^\./, "");

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === "object" && value !== null;

/** A structural diff of two stored answers: which paths the new one added, removed or changed. */
export function diffOutputs(before: unknown, after: unknown): OutputDiff {
  if (!isContainer(before) || !isContainer(after) || Array.isArray(before) !== Array.isArray(after)) {
    return Object.is(before, after)
      ? { added: [], removed: [], changed: [] }
      : { added: [], removed: [], changed: [pathText([])] };
  }
  const result: OutputDiff = { added: [], removed: [], changed: [] };
  for (const change of diff(before, after)) {
    const path = pathText(change.path);
    if (change.type === "CREATE") result.added.push(path);
    else if (change.type === "REMOVE") result.removed.push(path);
    else result.changed.push(path);
  }
  return result;
}

import type { FieldIssue } from "./schema-errors";

export type Path = readonly string[];
/** The paths the user has changed; "all" once they tried to execute (or the input came filled in). */
export type Touched = "all" | readonly Path[];

// Any container, arrays included: a changed element is a changed path like a changed field.
const isContainer = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** The deepest paths where two form values differ (what one change of the form touched). */
export function changedPaths(before: unknown, after: unknown, path: Path = []): Path[] {
  if (before === after) return [];
  if (!isContainer(before) || !isContainer(after) || Array.isArray(before) !== Array.isArray(after))
    return [path];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const out: Path[] = [];
  for (const key of keys) out.push(...changedPaths(before[key], after[key], [...path, key]));
  return out;
}

const startsWith = (path: Path, prefix: Path) => prefix.every((part, index) => path[index] === part);

export function touch(touched: Touched, paths: readonly Path[]): Touched {
  if (touched === "all" || paths.length === 0) return touched;
  const fresh = paths.filter((path) => !touched.some((old) => old.join("\u0000") === path.join("\u0000")));
  return fresh.length === 0 ? touched : [...touched, ...fresh];
}

/** Only what the user has been at shows red: an issue at, above or below a path they changed. */
export function visibleIssues(issues: FieldIssue[], touched: Touched): FieldIssue[] {
  if (touched === "all") return issues;
  if (touched.length === 0) return [];
  return issues.filter((issue) =>
    touched.some((path) => startsWith(issue.path, path) || startsWith(path, issue.path)),
  );
}

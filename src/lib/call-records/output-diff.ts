import diff from "microdiff";

export interface DiffEntry {
  path: string;
  /** The stored answer's value (absent for an added path). */
  before?: unknown;
  /** The new answer's value (absent for a removed path). */
  after?: unknown;
  /** An id, a balance or a time: differs between any two calls, whatever they answered. */
  volatile: boolean;
}

export interface OutputDiff {
  added: DiffEntry[];
  removed: DiffEntry[];
  changed: DiffEntry[];
}

type Path = readonly (string | number)[];

const pathText = (path: Path) =>
  path.length === 0
    ? "(the whole answer)"
    : path
        .map((part) => (typeof part === "number" ? `[${part}]` : `.${part}`))
        .join("")
        .replace(/^\./, "");

// The answer's and its steps' ids, the balance, times: `id`, `stepId`, `balanceTimestamp`, `created_at`,
// the `account` block. A data field that merely ends in "Id" (`coinId`) is the answer itself.
const VOLATILE_NAME =
  /^(id|account|(step|plan|task|execution|request)(Id|_id))$|^balance|[Tt]imestamp|^(created|updated|expires|started|finished)(_at|At)$/;

/** Whether a path names something that changes with every call: an id, the balance, a time. */
export function isVolatilePath(path: Path): boolean {
  return path.some((part) => typeof part === "string" && VOLATILE_NAME.test(part));
}

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === "object" && value !== null;

/** A structural diff of two stored answers: the paths the new one added, removed or changed, with values. */
export function diffOutputs(before: unknown, after: unknown): OutputDiff {
  const result: OutputDiff = { added: [], removed: [], changed: [] };
  if (!isContainer(before) || !isContainer(after) || Array.isArray(before) !== Array.isArray(after)) {
    if (!Object.is(before, after))
      result.changed.push({ path: pathText([]), before, after, volatile: false });
    return result;
  }
  for (const change of diff(before, after)) {
    const entry = { path: pathText(change.path), volatile: isVolatilePath(change.path) };
    if (change.type === "CREATE") result.added.push({ ...entry, after: change.value });
    else if (change.type === "REMOVE") result.removed.push({ ...entry, before: change.oldValue });
    else result.changed.push({ ...entry, before: change.oldValue, after: change.value });
  }
  return result;
}

/** The diff without its volatile paths: what changed in the answer itself. */
export function withoutVolatile(outputs: OutputDiff): OutputDiff {
  const keep = (entries: DiffEntry[]) => entries.filter((entry) => !entry.volatile);
  return { added: keep(outputs.added), removed: keep(outputs.removed), changed: keep(outputs.changed) };
}

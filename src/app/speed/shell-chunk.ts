import { isAbsolute, relative } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * What goes in the "shell" chunk, the code every page shares. Left to itself the bundler cuts what the
 * pages share into a dozen chunks of a few hundred bytes, and each is one more request: on a phone's
 * connection they queue behind each other. vite.config.ts groups these modules into one chunk instead,
 * and `npm test` holds the built chunk to this rule (scripts/check-build.mjs): a module moved in or out
 * of these folders, or a heavy import added to one of them, fails the build check instead of only
 * changing the first page's weight.
 *
 * An entry is a path from the project root (a folder or a file) or a package name ("@scope" covers the
 * scope's packages).
 */
export const shellChunk = {
  /** The UI kit, the connection and HTTP code, schemas: every module under these goes in the shell… */
  folders: [
    "src/components/ui",
    "src/components/layout",
    "src/components/feedback",
    "src/components/theme",
    "src/lib",
  ],
  /** …except these, which only the top-up and tool pages (and the pages that keep call records) use. */
  except: ["src/lib/wagmi", "src/lib/safe-patterns.ts", "src/lib/call-records"],
  /** Packages every page uses: the query cache and the runtime schemas. */
  packages: ["@tanstack/query-core", "@tanstack/react-query", "valibot"],
  /**
   * What the modules above import from elsewhere: the bundler takes a group's dependencies along, so
   * these are in the shell too. Anything else found there fails the check.
   */
  imported: [
    "react",
    "react-router",
    "src/app/paths.ts",
    "common/plain-object.ts",
    "common/production-verticals.ts",
  ],
  /** Code that only later pages or a result use: never in the shell, whatever the lists above say. */
  later: [
    "src/features",
    "src/app/routes",
    "src/components/result-viewer",
    "src/lib/wagmi",
    "src/lib/safe-patterns.ts",
    "src/lib/call-records",
    "idb",
    "microdiff",
    "@rjsf",
    "@cfworker/json-schema",
    "markdown-to-jsx",
    "react-markdown",
    "remark-gfm",
    "viem",
    "wagmi",
    "@wagmi",
    "qrcode",
    "@eslint-community/regexpp",
    "@tanstack/react-virtual",
  ],
};

export type ShellRule = typeof shellChunk;

// The project root, three folders up from src/app/speed/.
const root = fileURLToPath(new URL("../../../", import.meta.url));

/** A module id as a path from the project root with forward slashes ("src/lib/http.ts"). */
export function projectPath(id: string): string {
  const file = id.split("?")[0] ?? id;
  return (isAbsolute(file) ? relative(root, file) : file).replaceAll("\\", "/");
}

/** The package a path lies in ("node_modules/@a/b/x.js" → "@a/b"; the innermost node_modules wins). */
function packageOf(path: string): string | undefined {
  return [...path.matchAll(/(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//g)].at(-1)?.[1];
}

/** Whether a rule entry names a file or folder of the project (the app's own code or common/) rather than a package. */
export const isProjectPath = (entry: string): boolean =>
  entry.startsWith("src/") || entry.startsWith("common/");

/** Whether a rule entry (a project path or a package name) covers a module's project path. */
export function covers(entry: string, path: string): boolean {
  if (isProjectPath(entry)) return path === entry || path.startsWith(`${entry}/`);
  const pkg = packageOf(path);
  return pkg !== undefined && (pkg === entry || pkg.startsWith(`${entry}/`));
}

/** The group's test: whether the bundler puts a module (by its id) in the shell chunk. */
export function inShell(id: string, rule: ShellRule = shellChunk): boolean {
  const path = projectPath(id);
  const any = (entries: string[]) => entries.some((entry) => covers(entry, path));
  return (any(rule.folders) && !any(rule.except)) || any(rule.packages);
}

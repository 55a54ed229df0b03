// `npm test` runs this right after `vite build` (`node scripts/check-build.mjs [outDir]`). It reads what
// the build wrote, never guesses from the code: the manifest names each chunk, each chunk's source map
// lists its modules. It fails when
// - a chunk holds markdown-to-jsx (vite.config.ts aliases it to src/lib/plain-markdown-stub.tsx), or
// - the "shell" chunk holds anything other than what src/app/speed/shell-chunk.ts names, or a module the rule
//   names sits in another chunk, or the rule names a folder, file or package that no longer exists, or
// - a route's initial chunks (its module's chunk, the entry and their static imports: what the page's HTML
//   names) hold the deposit watcher's code, which loads after the first paint and reads the chain in a worker, or
// - a route other than the top-up page holds the header's money-in-flight notices and their stores in its
//   initial chunks, which load after the first paint, or
// - the Balance or the tool page's initial chunks hold the call records' store, which they load after the paint.
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const root = join(import.meta.dirname, "..");

/** A chunk without a map holds no module's code (the bundler's runtime helpers): under this size only. */
const MAPLESS_LIMIT = 2048;

/**
 * The JS chunks of a build, each with its manifest name and its modules as paths from the project root
 * (`null` when the chunk has no source map).
 * @param {string} outDir
 * @returns {{file: string, name: string, bytes: number, modules: string[] | null}[]}
 */
export function readBuild(outDir) {
  const manifestFile = join(outDir, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`vite build\` first.`);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  const chunks = new Map();
  for (const entry of Object.values(manifest)) {
    if (!entry.file.endsWith(".js") || chunks.has(entry.file)) continue;
    const file = join(outDir, entry.file);
    const mapFile = `${file}.map`;
    let modules = null;
    if (existsSync(mapFile)) {
      const map = JSON.parse(readFileSync(mapFile, "utf8"));
      const base = resolve(dirname(mapFile), map.sourceRoot ?? "");
      modules = map.sources.map((source) => relative(root, resolve(base, source)).replaceAll("\\", "/"));
    }
    chunks.set(entry.file, { file: entry.file, name: entry.name, bytes: statSync(file).size, modules });
  }
  return [...chunks.values()];
}

/**
 * The deposit watcher's code: none of it may be in a route's initial chunks. The runner's page half
 * (checkout-runner-entry.tsx, watch-worker-client.ts) loads once the page is idle; the rest runs in
 * the worker (src/features/topup/model/watch-worker.ts).
 */
export const WATCHER_MODULES = [
  "src/features/topup/components/checkout-runner-entry.tsx",
  "src/features/topup/model/watch-worker-client.ts",
  "src/features/topup/model/watch-worker.ts",
  "src/features/topup/model/watch-worker-core.ts",
  "src/features/topup/model/deposit-watcher.ts",
  "src/features/topup/model/deposit-scan.ts",
  "src/features/topup/model/deposit-trace.ts",
  "src/features/topup/model/chain-head.ts",
  "src/features/topup/model/json-rpc.ts",
  "src/features/topup/model/rpc-reader.ts",
  "src/features/topup/model/receipt-wait.ts",
];

/**
 * Each route of `.vite/routes.json` with the files of its initial chunks: the entry's and the route
 * module's (and the lazy modules its first render always asks for), with their static imports.
 * @param {string} outDir
 * @returns {{name: string, files: string[]}[]}
 */
export function readRoutes(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8"));
  const { routes } = JSON.parse(readFileSync(join(outDir, ".vite", "routes.json"), "utf8"));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  return routes.map((route) => {
    const files = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of [entry, route.module, ...(route.firstRenderLazy ?? [])]) visit(key);
    return { name: route.name, files: [...files] };
  });
}

/**
 * Where `modules` sit in the initial chunks of `routes`: one finding per route, file and module.
 * @returns {{route: string, file: string, path: string}[]}
 */
function foundIn(chunks, routes, modules) {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  return routes.flatMap((route) =>
    route.files.flatMap((file) =>
      (byFile.get(file)?.modules ?? [])
        .filter((path) => modules.includes(path))
        .map((path) => ({ route: route.name, file, path })),
    ),
  );
}

/** The paths no chunk holds: a check on them would prove nothing (a renamed file). */
const heldByNone = (chunks, paths) =>
  paths.filter((path) => !chunks.some((chunk) => chunk.modules?.includes(path)));

/**
 * The watcher's modules found in a route's initial chunks, and a control: the page half must be in
 * some chunk, or the check proves nothing (a renamed file).
 * @returns {string[]}
 */
export function watcherProblems(chunks, routes, watcher = WATCHER_MODULES) {
  return [
    ...heldByNone(chunks, watcher.slice(0, 2)).map(
      (path) => `no chunk holds ${path}: the watcher check would prove nothing`,
    ),
    ...foundIn(chunks, routes, watcher).map(
      ({ route, file, path }) =>
        `the ${route} page's initial chunk ${file} holds ${path}: the deposit watcher must load after the ` +
        "first paint (checkout-runner.tsx) and read the chain in its worker",
    ),
  ];
}

/**
 * What the shell shows of money in flight (the header's notices, the checkout runner's mount, the
 * stores they read): one chunk loaded after the page has painted and been idle
 * (src/features/topup/components/in-flight-slots.tsx). Only the top-up page, which shows the same
 * invoices as its content, may hold these modules in its initial chunks.
 */
export const IN_FLIGHT_MODULES = [
  "src/features/topup/components/header-pending.tsx",
  "src/features/topup/components/header-money.tsx",
  "src/features/topup/components/checkout-runner.tsx",
  "src/features/topup/model/invoice-book.ts",
  "src/features/topup/model/pending-store.ts",
];

/**
 * The in-flight modules found in the initial chunks of a route other than the top-up page, and a
 * control: some chunk holds the header's notices, or the check proves nothing (a renamed file).
 * @returns {string[]}
 */
export function inFlightProblems(chunks, routes, modules = IN_FLIGHT_MODULES) {
  const others = routes.filter((route) => route.name !== "topup");
  return [
    ...heldByNone(chunks, modules.slice(0, 1)).map(
      (path) => `no chunk holds ${path}: the money-in-flight check would prove nothing`,
    ),
    ...foundIn(chunks, others, modules).map(
      ({ route, file, path }) =>
        `the ${route} page's initial chunk ${file} holds ${path}: the header's notices and the checkout ` +
        "runner load after the first paint (in-flight-slots.tsx), keep the import lazy",
    ),
  ];
}

/** The call records' store and queries: the Balance page reads them after its paint (hooks/use-stored-refs.ts). */
export const CALL_RECORD_MODULES = [
  "src/lib/call-records/call-records.ts",
  "src/lib/call-records/call-store.ts",
  "src/lib/call-records/call-db.ts",
  "src/lib/call-records/call-record-queries.ts",
];

/** The pages whose first paint goes without the call records' store, and why. */
export const PAINTED_WITHOUT_CALL_RECORDS = {
  balance:
    "its movements read the call records after the paint (src/features/balance/hooks/use-stored-refs.ts)",
  tool:
    "its history comes with the form, which writes a call's record (src/features/tools/components/tool-aside.tsx, " +
    "api/recorded-tool-call.ts)",
};

/**
 * The call records' modules found in the initial chunks of the pages that paint without them (the
 * Balance page's JS budget, 125 KB gzip, has no room for them; the tool page's listing paints before
 * them), and controls: the routes exist and some chunk holds the store, or the check proves nothing.
 * @returns {string[]}
 */
export function callRecordsProblems(
  chunks,
  routes,
  forbidden = CALL_RECORD_MODULES,
  pages = PAINTED_WITHOUT_CALL_RECORDS,
) {
  const problems = heldByNone(chunks, forbidden.slice(0, 1)).map(
    (path) => `no chunk holds ${path}: the call records check would prove nothing`,
  );
  for (const [name, why] of Object.entries(pages)) {
    const route = routes.find((each) => each.name === name);
    if (!route) {
      problems.push(`no route named ${name}: the call records check would prove nothing`);
      continue;
    }
    for (const { file, path } of foundIn(chunks, [route], forbidden))
      problems.push(`the ${name} page's initial chunk ${file} holds ${path}: ${why}, keep the import lazy`);
  }
  return problems;
}

/**
 * What is wrong with a build. `shell` is src/app/speed/shell-chunk.ts: `{shellChunk, covers, inShell, isProjectPath}`.
 * @returns {string[]}
 */
export function buildProblems(chunks, { shellChunk: rule, covers, inShell }) {
  const problems = [];
  const mapped = chunks.filter((chunk) => chunk.modules !== null);
  if (mapped.length === 0) return ["the build wrote no source maps: build.sourcemap must stay on"];
  for (const chunk of chunks)
    if (chunk.modules === null && chunk.bytes > MAPLESS_LIMIT)
      problems.push(`${chunk.file} (${chunk.bytes} bytes) has no source map: its modules cannot be checked`);

  const holding = (test) => mapped.filter((chunk) => chunk.modules.some(test));
  // Controls: rjsf (which imports markdown-to-jsx) is in the build, and the alias's stub replaced it.
  if (holding((path) => covers("@rjsf/core", path)).length === 0)
    problems.push("no chunk holds @rjsf/core: the markdown check below would prove nothing");
  if (holding((path) => path === "src/lib/plain-markdown-stub.tsx").length === 0)
    problems.push("no chunk holds src/lib/plain-markdown-stub.tsx: is the markdown-to-jsx alias gone?");
  for (const chunk of holding((path) => covers("markdown-to-jsx", path)))
    problems.push(
      `${chunk.file} holds markdown-to-jsx: vite.config.ts's alias to src/lib/plain-markdown-stub.tsx no longer ` +
        "applies (was the import path changed by an rjsf upgrade?)",
    );

  const shells = mapped.filter((chunk) => chunk.name === "shell");
  if (shells.length !== 1) return [...problems, `expected one "shell" chunk, found ${shells.length}`];
  const [shell] = shells;
  for (const path of shell.modules) {
    if (rule.later.some((entry) => covers(entry, path)))
      problems.push(`the shell holds ${path}, which only a later page needs (shellChunk.later)`);
    else if (!inShell(path, rule) && !rule.imported.some((entry) => covers(entry, path)))
      problems.push(
        `the shell holds ${path}, which src/app/speed/shell-chunk.ts does not name: a module of the shell imports it. ` +
          "Move that import out of the shell's folders, or name it in shellChunk.imported if every page needs it",
      );
  }
  for (const entry of rule.imported)
    if (!shell.modules.some((path) => covers(entry, path)))
      problems.push(`shellChunk.imported names ${entry}, but the shell holds nothing of it: remove it`);
  for (const chunk of mapped)
    if (chunk !== shell)
      for (const path of chunk.modules.filter((module) => inShell(module, rule)))
        problems.push(`${path} belongs in the shell by the rule, but it is in ${chunk.file}`);
  return problems;
}

/**
 * What the rule names that is not there (a moved folder or file, a removed package), and entries that
 * contradict `later`.
 * @returns {string[]}
 */
export function ruleProblems(
  { shellChunk: rule, covers, inShell, isProjectPath: project },
  projectRoot = root,
) {
  const problems = [];
  const asPath = (entry) => (project(entry) ? entry : `node_modules/${entry}/index.js`);
  for (const list of ["folders", "except", "packages", "imported"])
    for (const entry of rule[list]) {
      const file = project(entry) ? entry : join("node_modules", entry, "package.json");
      if (!existsSync(join(projectRoot, file)))
        problems.push(`shellChunk.${list} names ${entry}, which does not exist`);
    }
  for (const later of rule.later.map(asPath))
    if (inShell(later, rule) || rule.imported.some((entry) => covers(entry, later)))
      problems.push(`src/app/speed/shell-chunk.ts puts ${later} in the shell, but lists it in later`);
  return problems;
}

async function main() {
  const { tsImport } = await import("tsx/esm/api");
  const shell = await tsImport("../src/app/speed/shell-chunk.ts", import.meta.url);
  const outDir = resolve(process.argv[2] ?? join(root, "dist"));
  const chunks = readBuild(outDir);
  const routes = readRoutes(outDir);
  const problems = [
    ...ruleProblems(shell),
    ...buildProblems(chunks, shell),
    ...watcherProblems(chunks, routes),
    ...callRecordsProblems(chunks, routes),
    ...inFlightProblems(chunks, routes),
  ];
  const modules = chunks.reduce((sum, chunk) => sum + (chunk.modules?.length ?? 0), 0);
  const shellChunk = chunks.find((chunk) => chunk.name === "shell");
  console.log(
    `${chunks.length} chunks, ${modules} modules; the shell: ${shellChunk?.modules?.length ?? 0} modules, ` +
      `${((shellChunk?.bytes ?? 0) / 1024).toFixed(1)} kB minified`,
  );
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log(
    "✓ no markdown-to-jsx in any chunk; the shell holds exactly what src/app/speed/shell-chunk.ts names; " +
      "no route's initial chunks hold the deposit watcher, none but the top-up page's hold money in flight; " +
      "the balance and tool pages' hold no call records",
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();

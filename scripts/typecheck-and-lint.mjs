// `npm test`'s typecheck and lint in one process, sharing one TypeScript program per tsconfig: the
// type-aware lint rules read the checker that the typecheck has already run, instead of ESLint building
// and checking the same programs a second time. Same results as `tsc -b` and
// `eslint --max-warnings 0 .` (the two npm scripts developers run one at a time).
//
//   node scripts/typecheck-and-lint.mjs    exit 1 when either finds a problem
//
// Prints both reports and one line per half: `typecheck: N errors (S s)`, `lint: N problems (S s)`.
import { join } from "node:path";
import { ESLint } from "eslint";
import ts from "typescript";

const root = join(import.meta.dirname, "..");
/** The projects `tsc -b` builds (tsconfig.json's references). */
const PROJECTS = ["tsconfig.app.json", "tsconfig.node.json", "e2e/tsconfig.json"];

function createProgram(project) {
  const path = join(root, project);
  const config = ts.getParsedCommandLineOfConfigFile(path, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  });
  if (!config) throw new Error(`cannot read ${project}`);
  // The programs only check: nothing is written, and no build info is kept between runs.
  const options = { ...config.options, noEmit: true, incremental: false, tsBuildInfoFile: undefined };
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options,
    projectReferences: config.projectReferences,
  });
  return { program, configErrors: config.errors };
}

const host = {
  getCanonicalFileName: (file) => file,
  getCurrentDirectory: () => root,
  getNewLine: () => "\n",
};

export async function typecheckAndLint() {
  let started = Date.now();
  const projects = PROJECTS.map(createProgram);
  const diagnostics = projects.flatMap(({ program, configErrors }) => [
    ...configErrors,
    ...ts.getPreEmitDiagnostics(program),
  ]);
  if (diagnostics.length) process.stdout.write(ts.formatDiagnostics(diagnostics, host));
  const typeErrors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
  console.log(`typecheck: ${typeErrors} errors (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  started = Date.now();
  const eslint = new ESLint({
    cwd: root,
    // Type information from the programs above instead of the config's project service.
    overrideConfig: [
      {
        files: ["**/*.{ts,tsx,mts,cts}"],
        languageOptions: {
          parserOptions: { projectService: false, programs: projects.map((p) => p.program) },
        },
      },
    ],
  });
  const results = await eslint.lintFiles(["."]);
  const formatter = await eslint.loadFormatter("stylish");
  const report = await formatter.format(results);
  if (report) console.log(report);
  const problems = results.reduce((sum, r) => sum + r.errorCount + r.warningCount, 0);
  console.log(`lint: ${problems} problems (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return typeErrors + problems === 0 ? 0 : 1;
}

process.exitCode = await typecheckAndLint();

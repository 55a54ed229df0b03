import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";

/**
 * Tests that start the service as a child process through `startService` (the kill -9 suites, a
 * third instance on a shared database) run it from one bundled ES module instead of through tsx: the
 * child then loads one file rather than resolving and transforming about two hundred through tsx's
 * loader thread, which was a large part of each start's CPU (docs/performance.md, "npm test on 2
 * cores"). The code is the same: the service's own sources, with node_modules imported as they are.
 */

// Each source keeps its own import.meta.url, so the paths it resolves from it (the anvil binary, the
// generated data, the migrations) are the ones it resolves when run from source.
const keepModuleUrls: Plugin = {
  name: "keep-module-urls",
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, "utf8");
      return {
        contents: source
          .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(path).href))
          .replaceAll("import.meta.dirname", JSON.stringify(dirname(path))),
        loader: "ts",
      };
    });
  },
};

// Inside the repository, so the bundle's bare imports resolve from its node_modules. One file per
// entry, replaced whole (write, then rename) by each test process that builds it: a child already
// running keeps the module it loaded, and concurrent workers write the same bytes.
const outDir = fileURLToPath(new URL("../../node_modules/.cache/service-bundle/", import.meta.url));
const bundles = new Map<string, Promise<string>>();

async function bundle(entry: string): Promise<string> {
  const outfile = join(outDir, `${basename(entry, ".ts")}.mjs`);
  const result = await build({
    entryPoints: [entry],
    outfile,
    write: false,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    plugins: [keepModuleUrls],
    logLevel: "silent",
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error(`esbuild wrote nothing for ${entry}`);
  mkdirSync(outDir, { recursive: true });
  const partial = `${outfile}.${process.pid}.partial`;
  writeFileSync(partial, output.contents);
  renameSync(partial, outfile);
  return outfile;
}

/** The bundled module of `entry` (a server .ts file), built once per test process. */
export function serviceBundle(entry: string): Promise<string> {
  let built = bundles.get(entry);
  if (built === undefined) {
    built = bundle(entry);
    bundles.set(entry, built);
  }
  return built;
}

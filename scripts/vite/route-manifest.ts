import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import type { Plugin } from "vite";

/** What the build writes to `.vite/routes.json`, beside Vite's manifest; server/web/route-preload.ts reads it. */
export interface RouteManifest {
  /** In the route table's order; `module` is a key of `.vite/manifest.json`. */
  routes: Array<{
    name: string;
    pattern: string;
    module: string;
    firstRenderLazy: string[];
    earlyReads: boolean;
  }>;
  /** The route "/" shows (the router redirects there). */
  index: string;
  /** The module of the page for a path no route matches. */
  notFound: string;
}

export interface RouteManifestOptions {
  /** The route table: name → path pattern (`src/app/paths.ts`). */
  patterns: Readonly<Record<string, string>>;
  index: string;
  /** Where each route's module lives, as `<name>.tsx`; from the project root. */
  routesDir?: string;
  /**
   * Lazy modules a route's first render always asks for (a dynamic import is not in a chunk's static
   * closure, so the preload would miss it): route name → module paths from the project root.
   */
  firstRenderLazy?: Readonly<Record<string, readonly string[]>>;
  /** Routes whose page names public/early-reads.js (the file says what it reads, and why). */
  earlyReads?: readonly string[];
}

/**
 * Writes the route → module table the server preloads from, so it is never copied by hand. The build
 * fails when a route of the table, or a module named in `firstRenderLazy`, is not a lazy chunk of its
 * own: the server could not name that page's code.
 */
export function routeManifest(options: RouteManifestOptions): Plugin {
  const routesDir = options.routesDir ?? "src/app/routes";
  let root = process.cwd();
  return {
    name: "route-manifest",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_, bundle) {
      const chunkModules = new Set(
        Object.values(bundle).flatMap((output) =>
          output.type === "chunk" && output.facadeModuleId
            ? [relative(root, output.facadeModuleId).split("\\").join("/")]
            : [],
        ),
      );
      const problems: string[] = [];
      const lazyChunk = (module: string, what: string) => {
        if (chunkModules.has(module)) return;
        problems.push(
          existsSync(join(root, module))
            ? `${what}: ${module} is not a lazy chunk (router.tsx loads each route module through import())`
            : `${what} has no module: ${module} does not exist`,
        );
      };
      const routes = Object.entries(options.patterns).map(([name, pattern]) => {
        const module = `${routesDir}/${name}.tsx`;
        lazyChunk(module, `route "${name}" (${pattern})`);
        const firstRenderLazy = [...(options.firstRenderLazy?.[name] ?? [])];
        for (const lazy of firstRenderLazy) lazyChunk(lazy, `route "${name}"'s first render`);
        return {
          name,
          pattern,
          module,
          firstRenderLazy,
          earlyReads: options.earlyReads?.includes(name) ?? false,
        };
      });
      const notFound = `${routesDir}/not-found.tsx`;
      lazyChunk(notFound, "the not-found page");
      if (!(options.index in options.patterns))
        problems.push(`the index route "${options.index}" is not in the table`);
      for (const name of Object.keys(options.firstRenderLazy ?? {}))
        if (!(name in options.patterns))
          problems.push(`firstRenderLazy names "${name}", which is not a route`);
      for (const name of options.earlyReads ?? [])
        if (!(name in options.patterns)) problems.push(`earlyReads names "${name}", which is not a route`);
      if (problems.length) this.error(`Route manifest:\n  ${problems.join("\n  ")}`);
      const manifest: RouteManifest = { routes, index: options.index, notFound };
      this.emitFile({
        type: "asset",
        fileName: ".vite/routes.json",
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}

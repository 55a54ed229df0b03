import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The dashboard's routes load their code lazily: without help the browser learns a route's chunk only
 * after the entry chunk has downloaded and run, one round trip later. The HTML answer for a path names
 * that route's chunks (and /config.json, which every page reads first) so all of it downloads at once.
 *
 * The path → module table mirrors `src/app/router.tsx`; e2e/preload.spec.ts fails when they disagree.
 */
const ROUTE_MODULES: Array<[RegExp, string]> = [
  [/^\/(?:balance)?\/?$/, "balance"],
  [/^\/topup\/?$/, "topup"],
  [/^\/search\/?$/, "search"],
  [/^\/plans\/?$/, "plans"],
  [/^\/plans\/[^/]+\/?$/, "plan"],
  [/^\/tasks\/?$/, "tasks"],
  [/^\/tasks\/[^/]+\/?$/, "task"],
  [/^\/tools\/?$/, "tools"],
  [/^\/tools\/[^/]+\/?$/, "tool"],
  [/^\/spending\/?$/, "spending"],
  [/^\/settings\/?$/, "settings"],
];
const NOT_FOUND_MODULE = "not-found";

/**
 * Lazy modules a route's first render always asks for (a dynamic import is not in the static
 * closure): Settings' sender whitelist loads the wallet code to offer the connected wallet.
 */
const FIRST_RENDER_LAZY: Record<string, string[]> = {
  settings: ["src/features/topup/whitelist/components/whitelist-wallet.tsx"],
};

/** One entry of Vite's `.vite/manifest.json` (build.manifest). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export function routeModuleFor(pathname: string): string {
  return ROUTE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1] ?? NOT_FOUND_MODULE;
}

/** Every chunk key reachable from `key` through static imports, `key` included. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen);
  return seen;
}

/**
 * index.html per route module, with `<link rel=modulepreload>` for the route's chunks that the entry
 * does not already pull in. Without a manifest (an older build) every path gets index.html unchanged.
 */
export function routeDocuments(distDir: string): (pathname: string) => string {
  const html = readFileSync(join(distDir, "index.html"), "utf8");
  const manifestPath = join(distDir, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) return () => html;
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loadedByEntry = entryKey ? closure(manifest, entryKey) : new Set<string>();
  // Every page reads /config.json first thing (localConfigQueries in src/lib/connection/local-config.ts);
  // same mode and credentials as that fetch, so the browser hands the preloaded answer over.
  const common = `<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />`;

  const documents = new Map<string, string>();
  for (const module of [...new Set(ROUTE_MODULES.map(([, name]) => name)), NOT_FOUND_MODULE]) {
    const key = `src/app/routes/${module}.tsx`;
    const links = [common];
    const reachable = new Set<string>();
    for (const root of [key, ...(FIRST_RENDER_LAZY[module] ?? [])]) closure(manifest, root, reachable);
    for (const chunkKey of reachable) {
      if (loadedByEntry.has(chunkKey)) continue;
      const chunk = manifest[chunkKey];
      if (!chunk) continue;
      links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}" />`);
      for (const css of chunk.css ?? []) links.push(`<link rel="stylesheet" crossorigin href="/${css}" />`);
    }
    documents.set(module, html.replace("</head>", `    ${links.join("\n    ")}\n  </head>`));
  }
  return (pathname) => documents.get(routeModuleFor(pathname)) ?? html;
}

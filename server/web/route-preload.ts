import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The dashboard's routes load their code lazily: without help the browser learns a route's chunk only
 * after the entry chunk has downloaded and run, one round trip later. The HTML answer for a path names
 * that route's chunks (and /config.json, which every page reads first) so all of it downloads at once,
 * and on the routes that ask for it (`earlyReads`) public/early-reads.js, which starts the page's first
 * reads as well.
 *
 * Which module a path's page is comes from the build (`.vite/routes.json`, written from the route table
 * by scripts/vite/route-manifest.ts), so this side has no copy of the table to keep in step.
 */

/** `.vite/routes.json`; its writer, scripts/vite/route-manifest.ts, defines the shape. */
interface RouteManifest {
  routes: Array<{
    name: string;
    pattern: string;
    module: string;
    firstRenderLazy?: string[];
    earlyReads?: boolean;
  }>;
  index: string;
  notFound: string;
}

/** One entry of Vite's `.vite/manifest.json` (build.manifest). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A route pattern of the table ("/plans/:id") as the test of a pathname: a `:param` is one non-empty
 * segment, a trailing slash is allowed, and case is ignored as React Router ignores it.
 */
export function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : escapeRegExp(segment)))
    .join("/");
  return new RegExp(`^${source.replace(/\/$/, "")}/?$`, "i");
}

/**
 * pathname → the route module whose page it shows. Patterns without a parameter are tried first, as
 * React Router ranks a static segment above a `:param` one ("/tools/new" before "/tools/:toolName").
 */
export function routeMatcher(routes: RouteManifest): (pathname: string) => string {
  const byModule = new Map(routes.routes.map((route) => [route.name, route.module]));
  const tests = routes.routes
    .toSorted((a, b) => Number(a.pattern.includes(":")) - Number(b.pattern.includes(":")))
    .map((route) => [patternToRegExp(route.pattern), route.module] as const);
  const index = byModule.get(routes.index) ?? routes.notFound;
  return (pathname) =>
    /^\/?$/.test(pathname) ? index : (tests.find(([test]) => test.test(pathname))?.[1] ?? routes.notFound);
}

/** Every chunk key reachable from `key` through static imports, `key` included. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen);
  return seen;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, "utf8")) as T;

/**
 * index.html per route module, with `<link rel=modulepreload>` for the route's chunks that the entry
 * does not already pull in. Without the build's manifests (an older build) every path gets index.html
 * unchanged.
 */
export function routeDocuments(distDir: string): (pathname: string) => string {
  const html = readFileSync(join(distDir, "index.html"), "utf8");
  const manifestPath = join(distDir, ".vite", "manifest.json");
  const routesPath = join(distDir, ".vite", "routes.json");
  if (!existsSync(manifestPath) || !existsSync(routesPath)) return () => html;
  const manifest = readJson<Manifest>(manifestPath);
  const routes = readJson<RouteManifest>(routesPath);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loadedByEntry = entryKey ? closure(manifest, entryKey) : new Set<string>();
  // Every page reads /config.json first thing (localConfigQueries in src/lib/connection/local-config.ts);
  // same mode and credentials as that fetch, so the browser hands the preloaded answer over.
  const common = `<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />`;

  // On the pages that ask for it, the reads their first paint waits on start beside the scripts
  // (public/early-reads.js says which). A classic script, not async: it runs before the app's modules
  // (deferred), so its reads are the first whatever the order the files arrive in; it is small and
  // arrives with theme.js, which holds the parser already.
  const earlyReads = `<script src="/early-reads.js"></script>`;
  const withEarlyReads = new Set(
    routes.routes.filter((route) => route.earlyReads).map((route) => route.module),
  );

  const roots = new Map<string, string[]>([[routes.notFound, []]]);
  for (const route of routes.routes)
    roots.set(route.module, [...(roots.get(route.module) ?? []), ...(route.firstRenderLazy ?? [])]);

  const documents = new Map<string, string>();
  for (const [module, lazy] of roots) {
    const links = withEarlyReads.has(module) ? [common, earlyReads] : [common];
    const reachable = new Set<string>();
    for (const root of [module, ...lazy]) closure(manifest, root, reachable);
    for (const chunkKey of reachable) {
      if (loadedByEntry.has(chunkKey)) continue;
      const chunk = manifest[chunkKey];
      if (!chunk) continue;
      links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}" />`);
      for (const css of chunk.css ?? []) links.push(`<link rel="stylesheet" crossorigin href="/${css}" />`);
    }
    documents.set(module, html.replace("</head>", `    ${links.join("\n    ")}\n  </head>`));
  }
  const moduleFor = routeMatcher(routes);
  return (pathname) => documents.get(moduleFor(pathname)) ?? html;
}

import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { compression } from "vite-plugin-compression2";
import { cspFromEnv } from "./server/web/csp.ts";
import { SECURITY_HEADERS } from "./server/web/security-headers.ts";
import { inShell, projectPath } from "./src/app/speed/shell-chunk.ts";
import { indexRoute, navigation, routePatterns } from "./src/app/paths.ts";
import { pageGroup } from "./scripts/vite/page-group.ts";
import { routeManifest } from "./scripts/vite/route-manifest.ts";
import { staticNav } from "./scripts/vite/static-nav.ts";

// The dev server proxies the service paths to the local stack that `npm run dev` starts,
// so the browser talks to one origin in development exactly as it does under `npm start`.
const stack = process.env.STACK_URL ?? "http://127.0.0.1:8787";

/** Shared with vitest.config.ts, so component tests render what ships. */
export const appAliases = [
  // rjsf renders descriptions through markdown-to-jsx (a whole Markdown parser); tool schemas come from strangers,
  // so the form shows them as plain text instead.
  {
    find: /^markdown-to-jsx\/react$/,
    replacement: fileURLToPath(new URL("./src/lib/plain-markdown-stub.tsx", import.meta.url)),
  },
  // rjsf's URI resolver, for `$id`s under draft 2020-12 only, which the tool form never hands it: the
  // platform's URL instead (the stub says why).
  {
    find: /^fast-uri$/,
    replacement: fileURLToPath(new URL("./src/lib/uri-resolver-stub.ts", import.meta.url)),
  },
];

/** The call records' shared modules, except the list key the Balance page reads without the store. */
function callRecordsGroup(id: string): boolean {
  const path = projectPath(id);
  return (
    /^src\/(lib|components)\/call-records\//.test(path) &&
    !path.endsWith(".test.ts") &&
    path !== "src/lib/call-records/call-record-keys.ts"
  );
}

// The tool page's own first-render modules (those the entry does not load, outside the shell and the
// call records) as one chunk instead of six: with its listing read early (public/early-reads.js), the
// page's first paint waits on its downloads alone, and each file is one more request sharing a phone's
// connection with react-dom's chunk (docs/performance.md, "The tool page's LCP under 2 s").
const toolPage = pageGroup({
  route: "src/app/routes/tool.tsx",
  projectPath,
  leave: (path) => inShell(path) || callRecordsGroup(path),
});

export default defineConfig({
  plugins: [
    toolPage.plugin,
    react(),
    tailwindcss(),
    // Brotli and gzip copies next to each built file, compressed once at build time at the highest
    // levels; the `npm start` server picks one by Accept-Encoding (server/web/static.ts).
    compression({ algorithms: ["brotliCompress", "gzip"], threshold: 0, exclude: [/\.map$/] }),
    // index.html's static navigation, one entry per `nav` row of the route table (dev and build).
    staticNav({ entries: navigation }),
    // .vite/routes.json: each route of the table and its module, for the server's per-route preloads.
    routeManifest({
      patterns: routePatterns,
      index: indexRoute,
      // Settings' sender whitelist loads the wallet code on its first render to offer the connected wallet.
      firstRenderLazy: { settings: ["src/features/topup/components/whitelist-wallet.tsx"] },
      // The tool page's description waits on its listing: public/early-reads.js starts it (and the
      // balance) beside the scripts. Only there: on a page whose first paint waits on no read, one
      // more request beside react-dom's chunk makes that chunk end later (docs/performance.md).
      earlyReads: ["tool"],
    }),
  ],
  resolve: { alias: appAliases },
  // The deposit watch worker (src/features/topup/model/watch-worker.ts): maps as the app's, without sources.
  worker: { rolldownOptions: { output: { sourcemapExcludeSources: true } } },
  server: {
    host: "127.0.0.1",
    // changeOrigin stays false: /config.json builds absolute base URLs from the Host header, and
    // those must name the dev server, not the stack, or the browser would go cross-origin.
    proxy: Object.fromEntries(
      ["/billing", "/chat", "/chain", "/proxy", "/config.json"].map((path) => [
        path,
        { target: stack, changeOrigin: false },
      ]),
    ),
  },
  // The same policy as `npm start`, so a preview of the build fails the same way on a violation.
  preview: { headers: { "Content-Security-Policy": cspFromEnv(), ...SECURITY_HEADERS } },
  build: {
    // Read by the server, with .vite/routes.json, to preload each route's chunks in the HTML it answers
    // (server/web/route-preload.ts).
    manifest: true,
    target: "es2022",
    // Maps name each chunk's modules for `npm run bench` (bytes per package); the sources
    // themselves are not shipped with them.
    sourcemap: true,
    rolldownOptions: {
      output: {
        sourcemapExcludeSources: true,
        // Everything every page needs goes in one "shell" chunk rather than a dozen small ones: the
        // rule, and why, is in src/app/speed/shell-chunk.ts; `npm test` checks the built chunk against it.
        codeSplitting: {
          groups: [
            {
              name: "shell",
              test: (id) => inShell(id),
            },
            // The call records' modules, which the pages that keep records (the tool page, search, tasks,
            // plans, spending, settings) share: one file instead of seven of 0.2–3.3 KB, each one more
            // request queued ahead of the page's own reads (docs/performance.md, "The tool page's LCP").
            {
              name: "call-records",
              test: (id) => callRecordsGroup(id),
            },
            // Exactly the computed modules: taking their dependencies along would pull in modules the
            // entry imports too (the description's timing name), and every page would load this chunk.
            { name: "tool-page", test: toolPage.test, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});

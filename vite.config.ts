import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { cspFromEnv } from "./server/web/csp.ts";

// The dev server proxies the service paths to the local stack that `npm run dev` starts,
// so the browser talks to one origin in development exactly as it does under `npm start`.
const stack = process.env.STACK_URL ?? "http://127.0.0.1:8787";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // rjsf renders descriptions through markdown-to-jsx (28 KB gzip); tool schemas come from strangers,
    // so the form shows them as plain text instead.
    alias: [
      {
        find: /^markdown-to-jsx\/react$/,
        replacement: fileURLToPath(new URL("./src/lib/plain-markdown-stub.tsx", import.meta.url)),
      },
    ],
  },
  server: {
    host: "127.0.0.1",
    // changeOrigin stays false: /config.json builds absolute base URLs from the Host header, and
    // those must name the dev server, not the stack, or the browser would go cross-origin.
    proxy: Object.fromEntries(
      ["/billing", "/chat", "/proxy", "/config.json"].map((path) => [
        path,
        { target: stack, changeOrigin: false },
      ]),
    ),
  },
  // The same policy as `npm start`, so a preview of the build fails the same way on a violation.
  preview: { headers: { "Content-Security-Policy": cspFromEnv() } },
  build: {
    target: "es2022",
    sourcemap: true,
    rollupOptions: {
      output: {
        // Zod 4 probes `new Function` while schemas are built, at module load. Sharing a chunk with
        // zod makes src/lib/zod-jitless.ts run before any other chunk builds a schema.
        manualChunks: (id) =>
          id.includes("/node_modules/zod/") || id.endsWith("/src/lib/zod-jitless.ts") ? "zod" : undefined,
      },
    },
  },
});

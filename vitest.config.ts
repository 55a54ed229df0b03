import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { appAliases } from "./vite.config.ts";

/**
 * Server suites that run against a real PostgreSQL server (the `server-pg` project): every database
 * they use comes from makeTestApp / openTestDb, which there copies a migrated template database on one
 * shared server. npm test always has that server (scripts/ensure-postgres.mjs), so they run there
 * only: these are the suites whose invariants the database holds (parallel charges, racing
 * completions, leases), which a single-connection PGlite cannot race, and on PGlite the same suites
 * cost several times the CPU (docs/performance.md). Every other server suite, the crash suites and
 * the whole e2e stack run on PGlite, the embedded default. `*.pg.test.ts` files are PostgreSQL-only.
 */
const POSTGRES_SUITES = [
  "server/**/*.pg.test.ts",
  "server/billing/ledger.test.ts",
  "server/billing/claim-race.test.ts",
  "server/billing/topup-complete.test.ts",
  "server/billing/topup.test.ts",
  "server/billing/verify-payment.test.ts",
  "server/billing/whitelist-routes.test.ts",
  "server/billing/balance-routes.test.ts",
  "server/billing/audit.test.ts",
  "server/search/plan-store.test.ts",
  "server/search/search-routes.test.ts",
  "server/search/plan-control-routes.test.ts",
  "server/tasks/task-routes.test.ts",
  "server/tasks/recovery.test.ts",
  "server/tasks/task-control.test.ts",
  "server/http/rate-limit.test.ts",
  "server/test-control/accounts-routes.test.ts",
];

const MOCKS_ROUTE_MODULES = ["src/app/speed/tool-page-loader.test.tsx", "src/app/speed/tools-area.test.tsx"];

export default defineConfig({
  test: {
    // One worker per core on CI's two (Vitest's default is one fewer). A third worker loads a module
    // graph and a jsdom of its own, which costs more CPU than its share of the waiting on anvil, child
    // processes and loopback HTTP gains back (docs/performance.md, "npm test on 2 cores").
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        resolve: { alias: appAliases },
        test: {
          name: "web",
          environment: "jsdom",
          // Files share a worker's module graph and jsdom: creating both per file was most of this
          // project's CPU (docs/performance.md, "npm test on 2 cores"). What lives in modules is reset in
          // src/test/setup.ts, and globals a test stubs are put back after it. Eight shuffled orders
          // (--sequence.shuffle) passed.
          isolate: false,
          unstubGlobals: true,
          globals: true,
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: MOCKS_ROUTE_MODULES,
          setupFiles: ["src/test/setup.ts"],
          // The reference service (anvil + PGlite + Hono) on 127.0.0.1, shared by every web test file.
          globalSetup: ["server/testing/web-global-setup.ts"],
          // Real HTTP, lazy routes and a loaded 2-core machine: the 5 s default flakes.
          testTimeout: 20_000,
        },
      },
      {
        // Files that replace route modules with vi.doMock: in a shared module graph another file's
        // copy of the real module could answer their dynamic imports (about one run in five), so
        // each gets a graph of its own. They need no reference service.
        plugins: [react()],
        resolve: { alias: appAliases },
        test: {
          name: "web-mocks",
          environment: "jsdom",
          isolate: true,
          globals: true,
          include: MOCKS_ROUTE_MODULES,
          setupFiles: ["src/test/setup.ts"],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          // As for the web files: one module graph per worker (docs/performance.md); three shuffled
          // orders passed. Each file builds its own app, database and chain.
          isolate: false,
          unstubGlobals: true,
          globals: true,
          include: ["server/**/*.test.ts", "scripts/**/*.test.js"],
          exclude: ["**/node_modules/**", ...POSTGRES_SUITES],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "server-pg",
          environment: "node",
          isolate: false,
          unstubGlobals: true,
          globals: true,
          include: POSTGRES_SUITES,
          // One throwaway PostgreSQL server (server/testing/postgres-server.ts) for the whole project.
          globalSetup: ["server/testing/postgres-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

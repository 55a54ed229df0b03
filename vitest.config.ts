import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: "web",
          environment: "jsdom",
          globals: true,
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["src/test/setup.ts"],
          // The reference service (anvil + PGlite + Hono) on 127.0.0.1, shared by every web test file.
          globalSetup: ["server/testing/web-global-setup.ts"],
          // Real HTTP, lazy routes and a loaded 2-core machine: the 5 s default flakes.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          globals: true,
          include: ["server/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

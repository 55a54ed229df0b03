import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./scripts/ensure-chromium.mjs";

// Debian's Chromium headless shell (npm test installs it): Playwright's own browser download cannot
// reach its CDN from these machines.
const executablePath = chromiumPath("e2e");

// Every spec shares one stack and one chain. Specs that send transactions wait for blocks, so the
// tests that switch automine off (tagged @automine-off) run alone, after the other chain specs.
const chainSpecs = /topup[^/]*\.spec\.ts$/;
const automineOff = /@automine-off/;

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  globalTeardown: "./e2e/global-teardown.ts",
  // Three workers on two cores: a test's page waits on the service and the chain between its bursts of
  // browser work (figures: docs/performance.md, "npm test on 2 cores").
  workers: 3,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A guard against a frozen test, not a speed bound (states are awaited with expect's timeout); the
  // longest journey's figure under load is in docs/performance.md ("Latest test runs").
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_FILE ?? "test-results/results.json" }],
  ],
  projects: [
    { name: "app", testIgnore: chainSpecs },
    { name: "chain", testMatch: chainSpecs, grepInvert: automineOff },
    { name: "chain-automine-off", testMatch: chainSpecs, grep: automineOff, dependencies: ["chain"] },
  ],
  use: {
    ...devices["Desktop Chrome"],
    // Set by the global setup, which runs before the workers read this file.
    baseURL: process.env.BASE_URL,
    headless: true,
    // Recording a trace for every test costs about a tenth of the suite's time on 2 cores (interleaved
    // runs in docs/performance.md); a failure still leaves its screenshot and error context.
    // PW_TRACE=1 records them again for debugging.
    trace: process.env.PW_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
    },
  },
});

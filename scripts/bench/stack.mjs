// Starts the real stack in test mode on free ports over a temp data dir, serving the bench's build.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CONFIRMATIONS } from "./money-in-flight.mjs";

/** @param {string} distDir */
export async function startBenchStack(distDir) {
  const { startStack } = await import("../../server/stack.ts");
  const { chainSettings } = await import("../../server/config.ts");
  const dataDir = mkdtempSync(join(tmpdir(), "bench-stack-"));
  // A payment waits for CONFIRMATIONS blocks, so the bench's payment in flight stays in flight
  // (money-in-flight.mjs); the top-up check it times mines them (topup-actions.mjs).
  const chain = { ...chainSettings(), confirmations: CONFIRMATIONS };
  const stack = await startStack({ port: 0, chainPort: 0, dataDir, testMode: true, distDir, chain });
  return {
    url: stack.url,
    chainUrl: stack.chainUrl,
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    /** @returns {Promise<{account_id: string, api_key: string}>} */
    async createAccount(init = { subscription_balance: 50_000, top_up_balance: 10_000 }) {
      const response = await fetch(new URL("/__test/accounts", stack.url), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(init),
      });
      if (!response.ok) throw new Error(`POST /__test/accounts → ${response.status}`);
      return response.json();
    },
  };
}

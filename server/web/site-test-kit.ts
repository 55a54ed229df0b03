import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SiteOptions } from "./site.ts";

/** A built dashboard of two files, as `vite build` lays them out. */
export function tinyDist(): string {
  const dist = mkdtempSync(join(tmpdir(), "site-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>dashboard</title>");
  writeFileSync(join(dist, "assets", "app-3f9a.js"), "console.log(1)");
  return dist;
}

/** What createSite needs, with a chain that is never contacted unless a test starts one. */
export function siteOptions(overrides: Partial<SiteOptions> = {}): SiteOptions {
  return {
    apiKey: "dk_test",
    dialect: "spec",
    chain: {
      chain: { id: 31337, name: "Anvil (local)", rpcUrl: "http://127.0.0.1:9", explorerUrl: null },
      currencies: [],
      treasury: "0x0000000000000000000000000000000000000001",
      testWallet: {
        privateKey: "0x0000000000000000000000000000000000000000000000000000000000000001",
        address: "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf",
      },
    },
    topUp: { maxCredits: 1000, confirmations: 1 },
    proxyUpstreams: [],
    ...overrides,
  };
}

import { expect, it } from "vitest";
import type { Db } from "../db/db.ts";
import { expectClean, fuzzFamily } from "./fuzz-harness.ts";

/**
 * 10,000 malformed requests across every endpoint, fixed seeds so a failure replays exactly
 * (fast-check prints the seed and the counterexample path with it). Each family's requests are
 * split between the two engines the service runs on: the first half on PGlite (the embedded
 * default), the second, from a seed of its own, on a PostgreSQL server. Both halves cost less there
 * than all of them on PGlite (docs/performance.md, "npm test on 2 cores").
 */
const FAMILIES = [
  { family: "chat", label: "chat", runs: 4_000, seeds: { pglite: 20261121, postgres: 20261127 } },
  { family: "billing", label: "billing", runs: 3_500, seeds: { pglite: 20261122, postgres: 20261128 } },
  { family: "control", label: "test-control", runs: 2_500, seeds: { pglite: 20261123, postgres: 20261129 } },
] as const;

export function fuzzSuite(engine: Db["kind"]): void {
  for (const { family, label, runs: all, seeds } of FAMILIES) {
    const runs = engine === "pglite" ? Math.ceil(all / 2) : Math.floor(all / 2);
    const seed = seeds[engine];
    it(`answers ${runs} malformed ${label} requests without a 5xx, always in the error payload`, async () => {
      const report = await fuzzFamily(family, runs, seed);
      console.log(
        `fuzz ${family} on ${engine}: ${report.runs} requests in ${report.ms} ms (seed ${seed})`,
        report.statuses,
        report.tasks,
      );
      expect(report.engine).toBe(engine);
      expectClean(report);
    }, 180_000);
  }
}

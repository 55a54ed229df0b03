import { it } from "vitest";
import { expectClean, fuzzFamily } from "./fuzz-harness.ts";

// Fixed so a failure replays exactly; fast-check prints the seed and counterexample path with it.
const SEED = 20261123;
const RUNS = 2_500;

it(`answers ${RUNS} malformed test-control requests without a 5xx, always in the error payload`, async () => {
  const report = await fuzzFamily("control", RUNS, SEED);
  console.log(`fuzz control: ${report.runs} requests in ${report.ms} ms (seed ${SEED})`, report.statuses);
  expectClean(report);
}, 180_000);

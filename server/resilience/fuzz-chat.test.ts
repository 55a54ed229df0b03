import { it } from "vitest";
import { expectClean, fuzzFamily } from "./fuzz-harness.ts";

// Fixed so a failure replays exactly; fast-check prints the seed and counterexample path with it.
const SEED = 20261121;
const RUNS = 4_000;

it(`answers ${RUNS} malformed chat requests without a 5xx, always in the error payload`, async () => {
  const report = await fuzzFamily("chat", RUNS, SEED);
  console.log(
    `fuzz chat: ${report.runs} requests in ${report.ms} ms (seed ${SEED})`,
    report.statuses,
    report.tasks,
  );
  expectClean(report);
}, 180_000);

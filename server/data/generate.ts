/**
 * Regenerates server/data/generated/*.json: `npx tsx server/data/generate.ts`.
 * Seeded, so running it again yields byte-identical files; `generate.test.ts` checks exactly that.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { generateCoins } from "./generate-coins.ts";
import { generateCompanies } from "./generate-companies.ts";
import { createRng } from "./prng.ts";

export const COINS_SEED = 20_260_101;
export const COMPANIES_SEED = 20_260_102;

export function generateAll(): { "coins.json": string; "companies.json": string } {
  return {
    "coins.json": oneRecordPerLine(generateCoins(createRng(COINS_SEED))),
    "companies.json": oneRecordPerLine(generateCompanies(createRng(COMPANIES_SEED))),
  };
}

/** One record per line keeps diffs readable without pretty-printing megabytes. */
function oneRecordPerLine(records: unknown[]): string {
  return `[\n${records.map((record) => JSON.stringify(record)).join(",\n")}\n]\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, text] of Object.entries(generateAll())) {
    const target = fileURLToPath(new URL(`./generated/${file}`, import.meta.url));
    writeFileSync(target, text);
    console.log(`wrote ${target} (${text.length} bytes)`);
  }
}

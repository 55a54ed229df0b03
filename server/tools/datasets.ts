import { readFileSync } from "node:fs";
import { z } from "zod";
import { coinSchema, companySchema, type Coin, type Company } from "../data/types.ts";

export interface Datasets {
  coins: readonly Coin[];
  companies: readonly Company[];
}

function load<T>(file: string, schema: z.ZodType<T>): T[] {
  const text = readFileSync(new URL(`../data/generated/${file}`, import.meta.url), "utf8");
  return z.array(schema).parse(JSON.parse(text));
}

let cached: Datasets | undefined;

/** The committed datasets, parsed once per process (they are read-only). */
export function loadDatasets(): Datasets {
  cached ??= { coins: load("coins.json", coinSchema), companies: load("companies.json", companySchema) };
  return cached;
}

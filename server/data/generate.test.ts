import { readFileSync } from "node:fs";
import { loadDatasets } from "../tools/datasets.ts";
import { generateAll } from "./generate.ts";

describe("committed datasets", () => {
  it("are exactly what the seeded generator produces (regenerate with npx tsx server/data/generate.ts)", () => {
    for (const [file, text] of Object.entries(generateAll())) {
      expect(readFileSync(new URL(`./generated/${file}`, import.meta.url), "utf8"), file).toBe(text);
    }
  });

  it("have realistic size and shape", () => {
    const { coins, companies } = loadDatasets();
    expect(coins.length).toBeGreaterThanOrEqual(100);
    expect(new Set(coins.map((c) => c.id)).size).toBe(coins.length);
    expect(coins.map((c) => c.marketCapRank)).toEqual(coins.map((_c, i) => i + 1));
    expect(coins.slice(0, 2).map((c) => c.id)).toEqual(["bitcoin", "ethereum"]);
    for (const coin of coins) {
      expect(coin.priceUsd).toMatch(/^\d+(\.\d+)?$/);
      for (const address of Object.values(coin.platforms)) expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    }
    expect(coins.filter((c) => Object.keys(c.platforms).length > 0).length).toBeGreaterThan(50);
    expect(companies.length).toBeGreaterThanOrEqual(50);
    expect(new Set(companies.map((c) => c.ticker)).size).toBe(companies.length);
    for (const company of companies) {
      expect(company.filings.length).toBeGreaterThan(5);
      expect(
        company.filings.every(
          (f) => /^\d{4}-\d{2}-\d{2}$/.test(f.filedAt) && f.url.startsWith("https://www.sec.gov/"),
        ),
      ).toBe(true);
    }
  });
});

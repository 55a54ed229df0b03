import { z } from "zod";

/** Shapes of the committed datasets; parsed once at load so tools can trust the types. */
export const coinSchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  marketCapRank: z.number().int(),
  priceUsd: z.string(),
  marketCapUsd: z.string(),
  totalVolumeUsd: z.string(),
  circulatingSupply: z.string(),
  priceChange24hPct: z.string(),
  categories: z.array(z.string()),
  genesisDate: z.string().nullable(),
  homepage: z.string(),
  description: z.string(),
  platforms: z.record(z.string(), z.string()),
});
export type Coin = z.infer<typeof coinSchema>;

export const filingSchema = z.object({
  accessionNumber: z.string(),
  formType: z.string(),
  filedAt: z.string(),
  periodOfReport: z.string().nullable(),
  description: z.string(),
  url: z.string(),
});
export type Filing = z.infer<typeof filingSchema>;

export const companySchema = z.object({
  cik: z.string(),
  name: z.string(),
  ticker: z.string(),
  exchange: z.string(),
  sector: z.string(),
  industry: z.string(),
  website: z.string(),
  headquarters: z.object({ city: z.string(), state: z.string(), country: z.string() }),
  employees: z.number().int(),
  foundedYear: z.number().int(),
  fiscalYearEnd: z.string(),
  officers: z.array(z.object({ name: z.string(), title: z.string(), email: z.string() })),
  financials: z.array(
    z.object({
      fiscalYear: z.number().int(),
      revenueUsd: z.string(),
      netIncomeUsd: z.string(),
      eps: z.string(),
    }),
  ),
  filings: z.array(filingSchema),
});
export type Company = z.infer<typeof companySchema>;

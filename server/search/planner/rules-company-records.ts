// Questions answered from public records rather than from one company: patents, EU tenders and
// France's official economic series.
import { tenderSectors } from "../../tools/production/entities.ts";
import { publicCompanyMention, topicOf } from "./catalogue-mentions.ts";
import type { CatalogueRule } from "./catalogue-rule.ts";
import { count, oneStep } from "./rule-steps.ts";

export const RECORD_RULES: CatalogueRule[] = [
  {
    home: "company",
    plan: (q) => {
      if (!/\bpatents?\b/i.test(q)) return null;
      const c = publicCompanyMention(q);
      const topic = /\b(on|about|for|covering)\s/i.test(q)
        ? topicOf(q, /\b(?:on|about|for|covering)/)
        : undefined;
      return oneStep(
        "patentsview_searchPatents",
        {
          ...(c ? { companyName: c.name } : {}),
          ...(topic && !c ? { query: topic } : {}),
          limit: count(q, 10),
        },
        c ? `${c.name}'s patents.` : `Patents about ${topic ?? q}.`,
      );
    },
  },
  {
    home: "company",
    plan: (q) => {
      if (
        !/\btenders?\b|\bpublic procurement\b|\bcalls? for tenders?\b|\bTED\b/.test(q) &&
        !/\btenders?\b/i.test(q)
      )
        return null;
      const ids = [...q.matchAll(/\b\d{4,8}-20\d\d\b/g)].map((m) => m[0]);
      if (ids.length > 0)
        return oneStep("tedeuropa_getTendersByIds", { tenderIds: ids }, "The tender notices by id.");
      const words: Record<string, string> = {
        it: "it-services",
        software: "it-services",
        hospital: "health",
        medical: "health",
        rail: "transport",
        road: "construction",
        building: "construction",
        school: "education",
        military: "defence",
      };
      const sector =
        tenderSectors.find((s) => new RegExp(`\\b${s.replace("-", "[- ]")}\\b`, "i").test(q)) ??
        Object.entries(words).find(([w]) => new RegExp(`\\b${w}\\b`, "i").test(q))?.[1] ??
        "construction";
      const country = /\bfran(ce|ch)\b/i.test(q)
        ? "FR"
        : /\bgerman\w*\b/i.test(q)
          ? "DE"
          : /\bital\w*\b/i.test(q)
            ? "IT"
            : /\bspa(in|nish)\b/i.test(q)
              ? "ES"
              : undefined;
      return oneStep(
        "tedeuropa_getLatestTendersByBusinessSector",
        { businessSector: sector, ...(country ? { country } : {}), limit: count(q, 10) },
        `Latest ${sector} tenders.`,
      );
    },
  },
  {
    home: "company",
    plan: (q) => {
      if (!/\bfran(ce|ch)\b/i.test(q)) return null;
      if (/\b(interest rates?|bond yields?|10-year|oat|long-term rates?)\b/i.test(q))
        return oneStep(
          "fred_getFranceLongTermInterestRate",
          { limit: count(q, 12) },
          "France's long-term interest rate from FRED.",
        );
      if (/\b(construction|building) permits?\b/i.test(q))
        return oneStep(
          "fred_getFranceConstructionPermitIssuedGrowthRate",
          { limit: count(q, 12) },
          "France's building permits growth from FRED.",
        );
      return null;
    },
  },
];

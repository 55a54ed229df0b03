import type { CatalogueRule } from "./catalogue-rule.ts";
import { FILING_RULES } from "./rules-company-filings.ts";
import { PROFILE_RULES } from "./rules-company-profile.ts";
import { PROSPECT_RULES } from "./rules-company-prospects.ts";
import { RECORD_RULES } from "./rules-company-records.ts";

/** The first rule that plans wins, so this order is part of the behaviour. */
export const COMPANY_RULES: CatalogueRule[] = [
  ...FILING_RULES,
  ...PROFILE_RULES,
  ...RECORD_RULES,
  ...PROSPECT_RULES,
];

import type { Json, JsonObject } from "../types.ts";
import type { CommonEntities } from "./common-entities.ts";
import { formTypeMentions } from "./company-entities.ts";
import { possessive, type DraftBuilder } from "./draft.ts";

const WANTS_FILINGS =
  /\b(filings?|filed|files|10-?k|10-?q|8-?k|annual reports?|quarterly reports?|proxy|s-1|sec|edgar)\b/i;
const WANTS_FINANCIALS =
  /\b(compare|vs|versus|revenue|revenues|income|earnings|eps|profit|profits|loss|financial (?:statements?|results|performance)|sales|income statements?)\b/i;
export const WANTS_PROFILE =
  /\b(profile|ceo|cfo|coo|officers?|executives?|management|headquarters?|hq|based|employees|headcount|website|industry|who runs|who leads|founded|fiscal year end|overview)\b/i;

interface Wants {
  filings: boolean;
  financials: boolean;
  profile: boolean;
}

export function wantsOf(query: string): Wants {
  const filings = WANTS_FILINGS.test(query);
  const financials = WANTS_FINANCIALS.test(query);
  return { filings, financials, profile: WANTS_PROFILE.test(query) || (!filings && !financials) };
}

/** The steps that answer a question about one company, whose ticker is known or read from an earlier step. */
export function companyDetailSteps(
  b: DraftBuilder,
  ticker: Json,
  label: string,
  query: string,
  e: CommonEntities,
): void {
  const wants = wantsOf(query);
  if (wants.profile)
    b.add("secfilings_getCompanyProfile", { ticker }, `Get ${possessive(label)} profile and officers.`);
  if (wants.financials) {
    const params: JsonObject = { ticker, includeEps: true };
    if (e.years.length > 0) params.fiscalYears = e.years;
    b.add("fmp_getIncomeStatement", params, `Get ${possessive(label)} revenue, net income and EPS.`);
  }
  if (wants.filings) {
    const forms = formTypeMentions(query);
    const after = e.dates.find((d) => d.relation === "after")?.date;
    const before = e.dates.find((d) => d.relation === "before")?.date;
    b.add(
      "secfilings_getFilings",
      {
        company: { ticker },
        ...(forms.length > 0 ? { formTypes: forms } : {}),
        ...(after ? { filedAfter: after } : {}),
        ...(before ? { filedBefore: before } : {}),
        limit: e.count ?? 10,
      },
      `List ${possessive(label)} SEC filings${forms.length > 0 ? ` (${forms.join(", ")})` : ""}.`,
    );
  }
}

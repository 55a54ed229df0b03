// Questions about a listed company's own disclosures: SEC filings, earnings calls and the identity
// behind its ticker, each reached by resolving the name first.
import type { PublicCompany } from "../../tools/production/entities.ts";
import { publicCompanyMention } from "./catalogue-mentions.ts";
import type { CatalogueRule } from "./catalogue-rule.ts";
import { DraftBuilder, ref, type Draft } from "./draft.ts";
import { count, oneStep } from "./rule-steps.ts";

const FORMS: Array<[RegExp, string]> = [
  [/\b10-?k\b|\bannual reports?\b/i, "10-K"],
  [/\b10-?q\b|\bquarterly reports?\b/i, "10-Q"],
  [/\b8-?k\b|\bcurrent reports?\b/i, "8-K"],
  [/\bproxy\b|\bdef 14a\b/i, "DEF 14A"],
  [/\b20-?f\b/i, "20-F"],
];

/** company name → CIK → filings: production's chain for "Summarize Microsoft's latest 10-Q". */
function filings(q: string, c: PublicCompany): Draft {
  const b = new DraftBuilder();
  const s = b.add("sec_getCompanyCik", { companyName: c.name }, `Find ${c.name}'s CIK.`);
  const formTypes = FORMS.filter(([re]) => re.test(q)).map(([, f]) => f);
  b.add(
    "sec_searchFilings",
    {
      ciks: [ref(s, "cik")],
      formTypes: formTypes.length > 0 ? formTypes : ["10-K", "10-Q", "8-K"],
      limit: /\b(latest|last|most recent)\b/i.test(q) ? 1 : count(q, 5),
    },
    `Read ${c.name}'s filings by CIK.`,
  );
  return b.done(`${c.name}: name → CIK → SEC filings.`);
}

/** name → ticker → the latest transcript, whose year and quarter come from the list. */
function transcript(c: PublicCompany): Draft {
  const b = new DraftBuilder();
  const s = b.add("transcript_searchTicker", { name: c.name, limit: 1 }, `Find ${c.name}'s ticker.`);
  const list = b.add(
    "transcript_earningsTranscriptSearch",
    { ticker: ref(s, "results.0.ticker"), limit: 1 },
    "List its transcripts.",
  );
  b.add(
    "transcript_getEarningsTranscript",
    {
      ticker: ref(s, "results.0.ticker"),
      year: ref(list, "availableTranscripts.0.year"),
      quarter: ref(list, "availableTranscripts.0.quarter"),
    },
    "Read the latest earnings call.",
  );
  return b.done(`${c.name}: ticker → latest earnings call, where revenue and guidance are stated.`);
}

export const FILING_RULES: CatalogueRule[] = [
  {
    home: "company",
    plan: (q) => {
      const c = publicCompanyMention(q);
      return c && /\bcik\b|central index key/i.test(q)
        ? oneStep("sec_getCompanyCik", { companyName: c.name }, `${c.name}'s CIK.`)
        : null;
    },
  },
  {
    home: "company",
    plan: (q) => {
      const c = publicCompanyMention(q);
      return c && (FORMS.some(([re]) => re.test(q)) || /\b(filings?|sec|edgar)\b/i.test(q))
        ? filings(q, c)
        : null;
    },
  },
  {
    home: "company",
    plan: (q) => {
      const c = publicCompanyMention(q);
      return c && /\b(revenue|earnings|transcripts?|earnings call|guidance|quarter results)\b/i.test(q)
        ? transcript(c)
        : null;
    },
  },
  {
    home: "company",
    plan: (q) => {
      const c = publicCompanyMention(q);
      if (c === undefined || !/\b(ticker|ceo|isin|cusip|phone|who runs|chief executive)\b/i.test(q))
        return null;
      const b = new DraftBuilder();
      const s = b.add("transcript_searchTicker", { name: c.name, limit: 1 }, `Find ${c.name}'s ticker.`);
      b.add(
        "transcript_getTicker",
        { ticker: ref(s, "results.0.ticker") },
        "Read the ticker's identity: CEO, CIK, CUSIP, ISIN.",
      );
      return b.done(`${c.name}: name → ticker → identity.`);
    },
  },
];

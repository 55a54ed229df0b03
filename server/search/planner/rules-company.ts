import { industries, tenderSectors } from "../../tools/production/entities.ts";
import type { PublicCompany } from "../../tools/production/entities.ts";
import {
  frenchCompanyMention,
  languageMention,
  publicCompanyMention,
  repositoryMentions,
  topicOf,
} from "./catalogue-mentions.ts";
import type { CatalogueRule } from "./catalogue-rule.ts";
import { DraftBuilder, ref, type Draft } from "./draft.ts";

const count = (q: string, fallback: number) => {
  const n = Number(/\b(?:top|first|last|latest|recent)\s+(\d{1,2})\b/i.exec(q)?.[1] ?? NaN);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

function oneStep(
  tool: string,
  parameters: Record<string, string | number | boolean | string[]>,
  why: string,
): Draft {
  const b = new DraftBuilder();
  b.add(tool, parameters, why);
  return b.done(why);
}

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

function domainThen(
  c: PublicCompany,
  tool: string,
  extra: Record<string, string | number | string[]>,
): Draft {
  const b = new DraftBuilder();
  const s = b.add("apollo_getCompanyDomainUrl", { companyName: c.name }, `Find ${c.name}'s domain.`);
  const domain = ref(s, "domainUrl");
  b.add(
    tool,
    tool === "apollo_searchPeople"
      ? { companyDomainsUrl: [domain], ...extra }
      : { domainUrl: domain, ...extra },
    `Ask ${tool} about the domain.`,
  );
  return b.done(`${c.name}: name → domain → ${tool}.`);
}

function titlesIn(q: string): string[] {
  const m =
    /\b(ceo|cto|cfo|cmo|vp of \w+|head of \w+|\w+ (?:directors?|managers?|engineers?|recruiters?))\b/i.exec(
      q,
    );
  return m?.[1] ? [m[1].replace(/s$/i, "")] : [];
}

export const COMPANY_RULES: CatalogueRule[] = [
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
  {
    home: "adtech",
    plan: (q) => {
      const c = publicCompanyMention(q);
      if (c === undefined) return null;
      if (
        /\b(people|employees|staff|contacts?|leads?|directors?|managers?|engineers?|recruiters?|head of|vp)\b/i.test(
          q,
        )
      )
        return domainThen(c, "apollo_searchPeople", {
          personTitles: titlesIn(q).length > 0 ? titlesIn(q) : ["Director"],
          limit: count(q, 10),
        });
      if (/\b(domain|website)\b/i.test(q))
        return oneStep("apollo_getCompanyDomainUrl", { companyName: c.name }, `${c.name}'s domain.`);
      if (/\b(enrich|firmographics?|industry|headquarter\w*|based|located|where is)\b/i.test(q))
        return domainThen(c, "apollo_enrichCompany", {});
      return null;
    },
  },
  {
    home: "company",
    plan: (q) => {
      const f = frenchCompanyMention(q);
      return f && /\b(siren|officers?|directors?|cartograph\w*|links?|network|dirigeants?|board)\b/i.test(q)
        ? oneStep(
            "pappers_getCompanyCartography",
            { siren: f.siren, includeCitedCompanies: /\b(cited|other|linked|network|companies)\b/i.test(q) },
            `${f.name}'s officers and links.`,
          )
        : null;
    },
  },
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
  {
    home: "company",
    plan: (q) => {
      const industry = industries.find((i) => new RegExp(`\\b${i}\\b`, "i").test(q));
      const country = /\b(in|from|based in)\s+(the\s+)?(united states|us|usa|america)\b/i.test(q)
        ? "United States"
        : undefined;
      if (
        /\bindustr(y|ies)\b/i.test(q) &&
        /\b(which|list|names?|match)\b/i.test(q) &&
        !/\bcompanies\b/i.test(q)
      )
        return oneStep(
          "veridion_searchIndustry",
          { query: topicOf(q, /\b(?:for|about|like|match|matching)/), limit: 5 },
          "Industry names that match.",
        );
      if (industry === undefined || country === undefined) return null;
      const b = new DraftBuilder();
      const s = b.add(
        "veridion_searchIndustry",
        { query: industry, limit: 1 },
        `Find the industry name for "${industry}".`,
      );
      b.add(
        "veridion_searchCompanies",
        { industries: [ref(s, "industryNames.0")], companyCountry: country, limit: count(q, 10) },
        `Companies in it, in ${country}.`,
      );
      return b.done(`${industry} companies in ${country}: industry name → companies.`);
    },
  },
  {
    home: "adtech",
    plan: (q) => {
      if (!/\b(contributors?|maintainers?|developers?|repos?|repositories|github)\b/i.test(q)) return null;
      const repos = repositoryMentions(q);
      const language = languageMention(q);
      if (repos.length === 0 && language === undefined) return null;
      const b = new DraftBuilder();
      const names =
        repos.length > 0
          ? repos
          : ref(
              b.add(
                "github_searchRepositories",
                { query: `language:${language}`, limit: 3, sort: "stars", trending: /\btrending\b/i.test(q) },
                `Find ${/\btrending\b/i.test(q) ? "trending " : ""}${language} repositories.`,
              ),
              "repositoryFullNames",
            );
      if (!/\b(contributors?|maintainers?|developers?|emails?|who)\b/i.test(q))
        return b.done(`${language} repositories on GitHub.`);
      const top = b.add(
        "github_getTopContributors",
        { repositoryFullNames: names, perRepositoryLimit: 5 },
        "Their top contributors.",
      );
      if (/\bemails?\b|\bcontact\b/i.test(q))
        b.add(
          "github_findUserEmail",
          { logins: ref(top, "contributorLogins") },
          "The contributors' public emails.",
        );
      return b.done(
        "Repositories → top contributors" +
          (/\bemails?\b|\bcontact\b/i.test(q) ? " → their public emails." : "."),
      );
    },
  },
  {
    home: "adtech",
    plan: (q) => {
      if (!/\b(leads?|prospects?|b2b|outreach|companies to target)\b/i.test(q)) return null;
      const keywords = industries
        .filter((i) => new RegExp(`\\b${i}\\b`, "i").test(q))
        .map((i) => i.toLowerCase());
      const location = /\bin\s+([A-Z][a-z]+(?: [A-Z][a-z]+)?)/.exec(q)?.[1];
      return oneStep(
        "apollo_searchCompany",
        {
          keywords: keywords.length > 0 ? keywords : ["software"],
          ...(location ? { locations: [location] } : {}),
          limit: count(q, 10),
        },
        "Companies to prospect.",
      );
    },
  },
];

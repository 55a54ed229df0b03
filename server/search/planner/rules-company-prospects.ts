// Questions that look for companies or people to approach, by industry, language or place, rather
// than about a company already named.
import { industries } from "../../tools/production/entities.ts";
import { languageMention, repositoryMentions, topicOf } from "./catalogue-mentions.ts";
import type { CatalogueRule } from "./catalogue-rule.ts";
import { DraftBuilder, ref } from "./draft.ts";
import { count, oneStep } from "./rule-steps.ts";

export const PROSPECT_RULES: CatalogueRule[] = [
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

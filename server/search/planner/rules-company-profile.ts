// Questions about who works at or runs a named company, and where it is: Apollo by its domain,
// Pappers by a French company's SIREN.
import type { PublicCompany } from "../../tools/production/entities.ts";
import { frenchCompanyMention, publicCompanyMention } from "./catalogue-mentions.ts";
import type { CatalogueRule } from "./catalogue-rule.ts";
import { DraftBuilder, ref, type Draft } from "./draft.ts";
import { count, oneStep } from "./rule-steps.ts";

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

export const PROFILE_RULES: CatalogueRule[] = [
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
];

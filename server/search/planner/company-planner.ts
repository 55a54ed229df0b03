import type { Company } from "../../data/types.ts";
import { commonEntities } from "./common-entities.ts";
import { companyDetailSteps, WANTS_PROFILE, wantsOf } from "./company-details.ts";
import { companyMentions, coreName, partialCompanyName, sectorMentions } from "./company-entities.ts";
import { planCompanyScreen, wantsCompanyScreen } from "./company-screen.ts";
import { DraftBuilder, failed, ref, type Draft } from "./draft.ts";

/** "aspenpower.com" written without a scheme: the lookup takes a URL, so it gets one. */
function bareDomain(query: string): string | undefined {
  const host = /(?<![@\w./-])((?:[a-z0-9-]+\.)+(?:com|net|org|io|co|ai|dev|app|biz|us|uk|de))(?![\w-])/i.exec(
    query,
  )?.[1];
  return host === undefined ? undefined : `https://${host.toLowerCase()}`;
}

/** Turns a company question into tool steps; the first matching rule wins, most specific first. */
export function planCompany(query: string, companies: readonly Company[]): Draft {
  const b = new DraftBuilder();
  const e = commonEntities(query);
  const email = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/.exec(query)?.[0];
  if (email !== undefined) {
    b.add("hunter_verifyEmail", { email }, `Check whether ${email} belongs to a known company officer.`);
    return b.done("The query names an email address; it is checked against company domains and officers.");
  }
  const url = /\bhttps?:\/\/[^\s"'<>]+/i.exec(query)?.[0]?.replace(/[.,;:!?)]+$/, "") ?? bareDomain(query);
  if (url !== undefined) {
    const lookup = b.add("clearbit_lookupDomain", { url }, `Find the company behind ${url}.`);
    const wants = wantsOf(query);
    if (wants.filings || wants.financials || WANTS_PROFILE.test(query)) {
      companyDetailSteps(b, ref(lookup, "company.ticker"), "the company", query, e);
    }
    return b.done("The query names a website; the company behind it is identified first.");
  }
  const mentions = companyMentions(query, companies);
  if (mentions.length > 0) {
    for (const m of mentions) {
      const name = coreName(m.company.name);
      const ticker =
        m.by === "ticker"
          ? m.company.ticker
          : ref(
              b.add("secfilings_searchCompany", { query: name, limit: 1 }, `Find the ticker of ${name}.`),
              "companies.0.ticker",
            );
      companyDetailSteps(b, ticker, name, query, e);
    }
    return b.done(`Recognized ${mentions.map((m) => coreName(m.company.name)).join(", ")}.`);
  }
  if (sectorMentions(query).length > 0 || wantsCompanyScreen(query)) return planCompanyScreen(b, query, e);
  const stem = partialCompanyName(query);
  const searched =
    /\b(?:search|find|look ?up)\s+(?:for\s+)?(?:a\s+)?(?:compan(?:y|ies))?\s*(?:named|called)?\s*"?([\w-]{2,})"?/i.exec(
      query,
    )?.[1];
  const term = stem ?? searched;
  if (term !== undefined) {
    b.add(
      "secfilings_searchCompany",
      { query: term, limit: e.count ?? 10 },
      `Search companies matching "${term}".`,
    );
    return b.done(`No single company was named; searching for "${term}".`);
  }
  return failed(
    'No company name, ticker, website, email address or sector was recognized, and the query does not ask for a company screen (e.g. "largest technology companies by revenue").',
  );
}

// Apollo's sales-prospecting tools: a company's firmographics and domain, and the companies and
// people a sales team would reach out to.
import { publicCompanies } from "./entities.ts";
import { A, CTX, N, O, S, defineProduction, p } from "./define.ts";
import { company, person } from "./companies-lookup.ts";

export const prospectingTools = [
  defineProduction<{ domainUrl: string }>({
    name: "apollo_enrichCompany",
    verticals: ["company", "adtech"],
    description: "Firmographics of a company from its domain: name, industry, location, headcount.",
    price: 2,
    params: { domainUrl: p.str("Company domain, e.g. apple.com", { minLength: 3 }) },
    required: ["domainUrl"],
    output: { city: S, context: CTX, country: S, industry: S, name: S, state: S },
    sample: { domainUrl: "apple.com" },
    run({ domainUrl }) {
      const domain =
        domainUrl
          .replace(/^https?:\/\//, "")
          .replace(/^www\./, "")
          .split("/")[0] ?? "";
      const c = company(domain);
      return {
        city: c.city,
        context: `${c.name} (${c.domain}): ${c.industry}, ${c.city}, ${c.state}.`,
        country: c.country,
        industry: c.industry,
        name: c.name,
        state: c.state,
      };
    },
  }),
  defineProduction<{ companyName: string }>({
    name: "apollo_getCompanyDomainUrl",
    verticals: ["company", "adtech"],
    description: "The web domain of a company from its name (e.g. Apple → apple.com).",
    price: 1,
    params: { companyName: p.str("Company name", { minLength: 1 }) },
    required: ["companyName"],
    output: { context: CTX, domainUrl: S },
    sample: { companyName: "Apple" },
    run({ companyName }) {
      const c = company(companyName);
      return { context: `${c.name}'s domain is ${c.domain}.`, domainUrl: c.domain };
    },
  }),
  defineProduction<{ keywords?: string[]; limit: number; locations?: string[]; minRevenue?: number }>({
    name: "apollo_searchCompany",
    verticals: ["company", "adtech"],
    description: "Find companies by keywords, locations and minimum revenue (USD).",
    price: 2,
    params: {
      keywords: p.list("Keywords, e.g. software"),
      limit: p.limit(50, 10),
      locations: p.list("Locations, e.g. California or United States"),
      minRevenue: p.int("Minimum annual revenue in USD", { minimum: 0 }),
    },
    required: [],
    output: {
      companies: A(O({ name: S, domain: S, industry: S, city: S, country: S, annualRevenue: N })),
      context: CTX,
    },
    sample: { keywords: ["software"], limit: 5, locations: ["United States"], minRevenue: 1000000 },
    run({ keywords = [], limit, locations = [], minRevenue = 0 }, g) {
      const words = [...keywords, ...locations].map((k) => k.toLowerCase());
      const companies = publicCompanies()
        .filter(
          (c) =>
            words.length === 0 ||
            words.some((w) =>
              `${c.industry} ${c.name} ${c.city} ${c.state} ${c.country}`.toLowerCase().includes(w),
            ),
        )
        .map((c) => ({
          name: c.name,
          domain: c.domain,
          industry: c.industry,
          city: c.city,
          country: c.country,
          annualRevenue: g.int(5, 400) * 1e9,
        }))
        .filter((c) => c.annualRevenue >= minRevenue)
        .slice(0, limit);
      return { companies, context: `${companies.length} companies match.` };
    },
  }),
  defineProduction<{
    companyDomainsUrl?: string[];
    includeSimilarTitles?: boolean;
    limit: number;
    organizationEmployeeRanges?: string[];
    personLocations?: string[];
    personSeniorities?: string[];
    personTitles?: string[];
  }>({
    name: "apollo_searchPeople",
    verticals: ["company", "adtech"],
    description:
      "Find people by company domain, title, seniority and location (no emails; see github_findUserEmail for developers).",
    price: 3,
    params: {
      companyDomainsUrl: p.list("Company domains, e.g. apple.com"),
      includeSimilarTitles: p.bool("Also match similar titles", { default: true }),
      limit: p.limit(50, 10),
      organizationEmployeeRanges: p.list("Employee ranges, e.g. 1,10 or 1000,5000"),
      personLocations: p.list("Person locations"),
      // A list of choices renders as checkboxes, which send [] when none is ticked: no filter.
      personSeniorities: p.list(
        "Seniorities",
        {
          type: "string",
          enum: ["owner", "founder", "c_suite", "vp", "director", "manager", "senior", "entry"],
        },
        { minItems: 0, uniqueItems: true },
      ),
      personTitles: p.list("Job titles, e.g. CTO"),
    },
    required: [],
    output: {
      context: CTX,
      people: A(O({ name: S, title: S, seniority: S, organization: S, city: S, linkedinUrl: S })),
    },
    sample: { companyDomainsUrl: ["microsoft.com"], personTitles: ["Head of Marketing"], limit: 3 },
    run(input, g) {
      const orgs = (input.companyDomainsUrl ?? []).map((d) => company(d));
      const pool = orgs.length > 0 ? orgs : publicCompanies();
      const people = Array.from({ length: input.limit }, () => {
        const org = g.pick(pool);
        const name = person(g);
        return {
          name,
          title: g.pick(
            input.personTitles ?? [
              "Engineering Manager",
              "VP Sales",
              "Head of Marketing",
              "Product Director",
            ],
          ),
          seniority: g.pick(
            input.personSeniorities?.length ? input.personSeniorities : ["director", "vp", "manager"],
          ),
          organization: org.name,
          city: g.pick(input.personLocations ?? [org.city]),
          linkedinUrl: `https://www.linkedin.com/in/${name.toLowerCase().replace(" ", "-")}-${g.hex(3)}`,
        };
      });
      return { context: `${people.length} people found.`, people };
    },
  }),
];

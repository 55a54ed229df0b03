import {
  findPublicCompany,
  frenchCompanies,
  industries,
  publicCompanies,
  usIsin,
  type PublicCompany,
} from "./entities.ts";
import { A, CTX, I, N, O, S, defineProduction, p, unknownEntity, type Gen } from "./define.ts";

function company(text: string): PublicCompany {
  const found = findPublicCompany(text);
  if (found === undefined)
    throw unknownEntity(
      "company",
      text,
      publicCompanies().map((c) => `${c.name.replace(/,? Inc\.$/, "")} (${c.ticker})`),
    );
  return found;
}

function byTicker(ticker: string): PublicCompany {
  const found = publicCompanies().find((c) => c.ticker === ticker.trim().toUpperCase().replace(/^\$/, ""));
  if (found === undefined)
    throw unknownEntity(
      "ticker",
      ticker,
      publicCompanies().map((c) => c.ticker),
    );
  return found;
}

const FIRST = ["Alex", "Sam", "Jordan", "Taylor", "Morgan", "Casey", "Riley", "Jamie", "Avery", "Quinn"];
const LAST = ["Martin", "Chen", "Garcia", "Okafor", "Novak", "Schmidt", "Rossi", "Dubois", "Kim", "Silva"];
const person = (g: Gen) => `${g.pick(FIRST)} ${g.pick(LAST)}`;

const FORM_TYPES = ["10-K", "10-Q", "8-K", "DEF 14A", "S-1", "4", "13F-HR", "20-F"];

function filings(
  g: Gen,
  c: PublicCompany,
  formTypes: readonly string[],
  limit: number,
  after: string | undefined,
) {
  return Array.from({ length: limit }, (_, i) => {
    const formType = g.pick(formTypes);
    const filedAt = g.day(i * 40 + g.int(0, 30));
    const accession = `000${c.cik.padStart(7, "0")}-${filedAt.slice(2, 4)}-${String(g.int(1, 999999)).padStart(6, "0")}`;
    return {
      accessionNumber: accession,
      cik: c.cik,
      companyName: c.name,
      formType,
      filedAt,
      url: `https://www.sec.gov/Archives/edgar/data/${c.cik}/${accession.replace(/-/g, "")}/${accession}-index.htm`,
      description: `${c.name} ${formType} filed ${filedAt}`,
    };
  }).filter((f) => after === undefined || f.filedAt >= after);
}

const FILING = O({
  accessionNumber: S,
  cik: S,
  companyName: S,
  formType: S,
  filedAt: S,
  url: S,
  description: S,
});

export const companyTools = [
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
  defineProduction<{ companyName: string }>({
    name: "sec_getCompanyCik",
    verticals: ["company"],
    description: "A US-listed company's SEC Central Index Key (CIK) and ticker from its name.",
    price: 1,
    params: { companyName: p.str("Company name or ticker, e.g. Apple", { minLength: 1 }) },
    required: ["companyName"],
    output: { cik: S, companyName: S, context: CTX, ticker: S },
    sample: { companyName: "Apple" },
    run({ companyName }) {
      const c = company(companyName);
      return {
        cik: c.cik,
        companyName: c.name,
        context: `${c.name} (${c.ticker}) has CIK ${c.cik}.`,
        ticker: c.ticker,
      };
    },
  }),
  defineProduction<{
    categories?: string[];
    ciks?: string[];
    formTypes?: string[];
    limit: number;
    query?: string;
    startDate?: string;
  }>({
    name: "sec_searchFilings",
    verticals: ["company"],
    description: "SEC EDGAR filings by company CIK, form type (10-K, 10-Q, 8-K…) and date.",
    price: 2,
    params: {
      categories: p.list("Filing categories, e.g. annual, quarterly, current"),
      ciks: p.list("Company CIKs (from sec_getCompanyCik)", { type: "string", pattern: "^\\d{1,10}$" }),
      formTypes: p.list("Form types", { type: "string", enum: FORM_TYPES }),
      limit: p.limit(50, 10),
      query: p.str("Full-text query"),
      startDate: p.date("Filed on or after (YYYY-MM-DD)"),
    },
    required: [],
    output: { context: CTX, filings: A(FILING), totalResults: I },
    sample: { ciks: ["320193"], formTypes: ["10-Q"], limit: 3 },
    run({ ciks = [], formTypes = ["10-K", "10-Q", "8-K"], limit, startDate, query }, g) {
      const known = publicCompanies();
      const chosen = ciks.map((cik) => {
        const c = known.find((k) => k.cik === String(Number(cik)));
        if (c === undefined)
          throw unknownEntity(
            "CIK",
            cik,
            known.map((k) => `${k.cik} (${k.ticker})`),
          );
        return c;
      });
      const pool = chosen.length > 0 ? chosen : query === undefined ? known.slice(0, 3) : [company(query)];
      const list = pool.flatMap((c) => filings(g, c, formTypes, limit, startDate)).slice(0, limit);
      return {
        context: `${list.length} filings: ${list
          .map((f) => `${f.formType} of ${f.companyName} (${f.filedAt})`)
          .slice(0, 3)
          .join("; ")}.`,
        filings: list,
        totalResults: list.length,
      };
    },
  }),
  defineProduction<{ limit: number; ticker: string }>({
    name: "transcript_earningsTranscriptSearch",
    verticals: ["company"],
    description: "Earnings-call transcripts available for a ticker (year and quarter).",
    price: 1,
    params: { limit: p.limit(40, 8), ticker: p.str("Ticker, e.g. AAPL", { minLength: 1, maxLength: 8 }) },
    required: ["ticker"],
    output: { availableTranscripts: A(O({ year: I, quarter: S, date: S })), context: CTX, ticker: S },
    sample: { limit: 4, ticker: "AAPL" },
    run({ limit, ticker }, g) {
      const c = byTicker(ticker);
      const availableTranscripts = Array.from({ length: limit }, (_, i) => ({
        year: 2026 - Math.floor((i + 1) / 4),
        quarter: `Q${((((3 - i) % 4) + 4) % 4) + 1}`,
        date: g.day(i * 91 + 20),
      }));
      return {
        availableTranscripts,
        context: `${availableTranscripts.length} transcripts for ${c.ticker}.`,
        ticker: c.ticker,
      };
    },
  }),
  defineProduction<{ quarter: string; ticker: string; year: number | string }>({
    name: "transcript_getEarningsTranscript",
    verticals: ["company"],
    description: "The text of an earnings call for a ticker, year and quarter.",
    price: 3,
    params: {
      quarter: p.str("Quarter", { enum: ["Q1", "Q2", "Q3", "Q4"] }),
      ticker: p.str("Ticker, e.g. AAPL", { minLength: 1, maxLength: 8 }),
      year: {
        anyOf: [
          { type: "integer", minimum: 2000, maximum: 2030 },
          { type: "string", pattern: "^20\\d\\d$" },
        ],
        description: "Fiscal year, e.g. 2025",
      },
    },
    required: ["quarter", "ticker", "year"],
    output: { cik: S, context: CTX, date: S, quarter: S, ticker: S, year: I },
    sample: { quarter: "Q3", ticker: "MSFT", year: 2025 },
    run({ quarter, ticker, year }, g) {
      const c = byTicker(ticker);
      const revenue = g.int(20, 120);
      return {
        cik: c.cik,
        context: `${c.name} ${quarter} ${year} earnings call. Operator: Good afternoon and welcome to ${c.name}'s ${quarter} fiscal ${year} earnings call. ${c.ceo}, Chief Executive Officer: Thank you. Revenue for the quarter was $${revenue} billion, up ${g.int(1, 25)}% year over year.`,
        date: g.day(g.int(20, 300)),
        quarter,
        ticker: c.ticker,
        year: Number(year),
      };
    },
  }),
  defineProduction<{ ticker: string }>({
    name: "transcript_getTicker",
    verticals: ["company"],
    description: "A listed company's identity by ticker: name, CEO, CIK, CUSIP, ISIN, phone.",
    price: 1,
    params: { ticker: p.str("Ticker, e.g. AAPL", { minLength: 1, maxLength: 8 }) },
    required: ["ticker"],
    output: { ceo: S, cik: S, cusip: S, isin: S, name: S, phone: S },
    sample: { ticker: "AAPL" },
    run({ ticker }, g) {
      const c = byTicker(ticker);
      return {
        ceo: c.ceo,
        cik: c.cik,
        cusip: c.cusip,
        isin: usIsin(c.cusip),
        name: c.name,
        phone: `+1 ${g.int(200, 989)} ${g.int(200, 989)} ${g.int(1000, 9999)}`,
      };
    },
  }),
  defineProduction<{ limit: number; name: string }>({
    name: "transcript_searchTicker",
    verticals: ["company"],
    description: "Find a ticker from a company name.",
    price: 1,
    params: { limit: p.limit(20, 5), name: p.str("Company name, e.g. Microsoft", { minLength: 1 }) },
    required: ["name"],
    output: { context: CTX, query: S, results: A(O({ ticker: S, name: S, exchange: S })) },
    sample: { limit: 3, name: "Microsoft" },
    run({ limit, name }) {
      const q = name.trim().toLowerCase();
      const results = publicCompanies()
        .filter((c) => c.name.toLowerCase().includes(q) || c.ticker.toLowerCase() === q)
        .slice(0, limit)
        .map((c) => ({
          ticker: c.ticker,
          name: c.name,
          exchange:
            c.ticker === "JPM" || c.ticker === "PFE" || c.ticker === "JNJ" || c.ticker === "CRM"
              ? "NYSE"
              : "NASDAQ",
        }));
      if (results.length === 0)
        throw unknownEntity(
          "company",
          name,
          publicCompanies().map((c) => c.name),
        );
      return {
        context: `${results[0]?.name ?? ""} trades as ${results[0]?.ticker ?? ""}.`,
        query: name,
        results,
      };
    },
  }),
  defineProduction<{
    companyCity?: string;
    companyCountry?: string;
    companyName?: string;
    employeeMax?: number;
    employeeMin?: number;
    industries?: string[];
    limit: number;
    revenueMin?: number;
  }>({
    name: "veridion_searchCompanies",
    verticals: ["company", "adtech", "insurance"],
    description: "Search companies by name, city, country, industry, headcount and revenue.",
    price: 2,
    params: {
      companyCity: p.str("City"),
      companyCountry: p.str("Country"),
      companyName: p.str("Company name"),
      employeeMax: p.int("Maximum employees", { minimum: 0 }),
      employeeMin: p.int("Minimum employees", { minimum: 0 }),
      industries: p.list("Industries (see veridion_searchIndustry)"),
      limit: p.limit(50, 10),
      revenueMin: p.int("Minimum revenue in USD", { minimum: 0 }),
    },
    required: [],
    output: {
      companies: A(O({ name: S, website: S, city: S, country: S, industry: S, employees: I, revenueUsd: N })),
      context: CTX,
    },
    sample: { companyCountry: "United States", industries: ["Software"], limit: 5 },
    run(input, g) {
      const matches = publicCompanies()
        .filter(
          (c) =>
            input.companyName === undefined || c.name.toLowerCase().includes(input.companyName.toLowerCase()),
        )
        .filter(
          (c) => input.companyCity === undefined || c.city.toLowerCase() === input.companyCity.toLowerCase(),
        )
        .filter(
          (c) =>
            input.companyCountry === undefined ||
            c.country.toLowerCase() === input.companyCountry.toLowerCase(),
        )
        .filter(
          (c) =>
            input.industries === undefined ||
            input.industries.some((i) => c.industry.toLowerCase() === i.toLowerCase()),
        )
        .map((c) => ({
          name: c.name,
          website: `https://www.${c.domain}`,
          city: c.city,
          country: c.country,
          industry: c.industry,
          employees: g.int(2000, 200000),
          revenueUsd: g.int(5, 400) * 1e9,
        }))
        .filter(
          (c) =>
            c.employees >= (input.employeeMin ?? 0) &&
            c.employees <= (input.employeeMax ?? Infinity) &&
            c.revenueUsd >= (input.revenueMin ?? 0),
        )
        .slice(0, input.limit);
      return { companies: matches, context: `${matches.length} companies match.` };
    },
  }),
  defineProduction<{ limit: number; query: string }>({
    name: "veridion_searchIndustry",
    verticals: ["company", "adtech", "insurance"],
    description: "Industry names that match a query, for veridion_searchCompanies.",
    price: 1,
    params: { limit: p.limit(20, 5), query: p.str("Words describing the industry", { minLength: 1 }) },
    required: ["query"],
    output: { context: CTX, industryNames: A(S) },
    sample: { limit: 3, query: "soft" },
    run({ limit, query }) {
      const q = query.toLowerCase();
      const industryNames = industries
        .filter((i) => i.toLowerCase().includes(q) || q.includes(i.toLowerCase()))
        .slice(0, limit);
      if (industryNames.length === 0) throw unknownEntity("industry", query, industries);
      return { context: `Industries: ${industryNames.join(", ")}.`, industryNames };
    },
  }),
  defineProduction<{ includeCitedCompanies: boolean; siren: string }>({
    name: "pappers_getCompanyCartography",
    verticals: ["company"],
    description: "The links of a French company (by SIREN): its officers and the companies they also run.",
    price: 3,
    params: {
      includeCitedCompanies: p.bool("Include companies cited through officers", { default: false }),
      siren: p.str("French SIREN, 9 digits", { pattern: "^\\d{9}$" }),
    },
    required: ["siren"],
    output: {
      companies: A(O({ siren: S, name: S })),
      context: CTX,
      people: A(O({ name: S, role: S })),
      totalCompanies: I,
      totalLinks: I,
      totalPeople: I,
    },
    sample: { includeCitedCompanies: true, siren: "542051180" },
    run({ includeCitedCompanies, siren }, g) {
      const root = frenchCompanies().find((c) => c.siren === siren);
      if (root === undefined)
        throw unknownEntity(
          "SIREN",
          siren,
          frenchCompanies().map((c) => `${c.siren} (${c.name})`),
        );
      const people = Array.from({ length: g.int(3, 7) }, () => ({
        name: person(g),
        role: g.pick(["Président", "Directeur général", "Administrateur", "Commissaire aux comptes"]),
      }));
      const cited = includeCitedCompanies
        ? g.sample(
            frenchCompanies().filter((c) => c !== root),
            2,
          )
        : [];
      const companies = [root, ...cited].map((c) => ({ siren: c.siren, name: c.name }));
      return {
        companies,
        context: `${root.name}: ${people.length} officers, ${companies.length} companies.`,
        people,
        totalCompanies: companies.length,
        totalLinks: people.length * companies.length,
        totalPeople: people.length,
      };
    },
  }),
  defineProduction<{
    applicantType?: string;
    companyName?: string;
    limit: number;
    query?: string;
    searchMode?: string;
  }>({
    name: "patentsview_searchPatents",
    verticals: ["company", "medical"],
    description: "US patents by topic or assignee company: number, title, date, assignee.",
    price: 2,
    params: {
      applicantType: p.str("Applicant type", { enum: ["company", "individual", "government"] }),
      companyName: p.str("Assignee company"),
      limit: p.limit(50, 10),
      query: p.str("Topic words, e.g. solid-state battery"),
      searchMode: p.str("How words match", { enum: ["any", "all", "phrase"], default: "any" }),
    },
    required: [],
    output: {
      context: CTX,
      patents: A(O({ patentNumber: S, title: S, date: S, assignee: S })),
      query: S,
      totalResults: I,
    },
    sample: { companyName: "NVIDIA", limit: 3, query: "graphics processing" },
    run({ companyName, limit, query }, g) {
      const assignee = companyName === undefined ? null : company(companyName).name;
      const topic = query ?? "method and system";
      const patents = Array.from({ length: limit }, (_, i) => ({
        patentNumber: String(11_000_000 + g.int(0, 999_999)),
        title: `${g.pick(["System and method for", "Apparatus for", "Techniques for"])} ${topic}`,
        date: g.day(i * 30 + g.int(0, 29)),
        assignee: assignee ?? g.pick(publicCompanies()).name,
      }));
      return {
        context: `${patents.length} patents on "${topic}".`,
        patents,
        query: topic,
        totalResults: g.int(limit, 5000),
      };
    },
  }),
  defineProduction<{ businessSector: string; country?: string; limit: number; totalValueFrom?: number }>({
    name: "tedeuropa_getLatestTendersByBusinessSector",
    verticals: ["company", "news"],
    description:
      "Latest EU public tenders (TED) in a business sector, optionally by country and minimum value.",
    price: 2,
    params: {
      businessSector: p.str("Business sector", {
        enum: [
          "construction",
          "it-services",
          "health",
          "transport",
          "energy",
          "education",
          "defence",
          "environment",
        ],
      }),
      country: p.str("ISO country code, e.g. FR", { pattern: "^[A-Z]{2}$" }),
      limit: p.limit(50, 10),
      totalValueFrom: p.int("Minimum total value in EUR", { minimum: 0 }),
    },
    required: ["businessSector"],
    output: {
      context: CTX,
      tenderIds: A(S),
      tenders: A(O({ id: S, title: S, country: S, buyer: S, totalValueEur: N, publishedAt: S, deadline: S })),
    },
    sample: { businessSector: "it-services", country: "FR", limit: 3 },
    run({ businessSector, country, limit, totalValueFrom = 0 }, g) {
      const tenders = Array.from({ length: limit }, (_, i) => ({
        id: `${g.int(100000, 799999)}-2026`,
        title: `${businessSector.replace("-", " ")} services, lot ${i + 1}`,
        country: country ?? g.pick(["FR", "DE", "IT", "ES", "NL", "BE"]),
        buyer: g.pick([
          "Ministry of the Interior",
          "Regional Health Agency",
          "City Council",
          "National Railways",
        ]),
        totalValueEur: Math.max(totalValueFrom, g.int(5, 900) * 10_000),
        publishedAt: g.day(i),
        deadline: g.day(i - 30),
      }));
      return {
        context: `${tenders.length} ${businessSector} tenders.`,
        tenderIds: tenders.map((t) => t.id),
        tenders,
      };
    },
  }),
  defineProduction<{ tenderIds: string[] }>({
    name: "tedeuropa_getTendersByIds",
    verticals: ["company", "news"],
    description: "Full notices of EU public tenders by their TED ids (e.g. 123456-2026).",
    price: 2,
    params: {
      tenderIds: p.list("TED notice ids", { type: "string", pattern: "^\\d{1,8}-\\d{4}$" }, { maxItems: 50 }),
    },
    required: ["tenderIds"],
    output: {
      context: CTX,
      data: A(
        O({ id: S, title: S, description: S, buyer: S, cpvCode: S, totalValueEur: N, lots: I, url: S }),
      ),
    },
    sample: { tenderIds: ["482913-2026"] },
    run({ tenderIds }, g) {
      const data = tenderIds.map((id) => ({
        id,
        title: `Framework agreement ${id}`,
        description: "Supply and services under a multi-year framework agreement.",
        buyer: g.pick(["Ministry of the Interior", "Regional Health Agency", "City Council"]),
        cpvCode: g.pick(["72000000", "45000000", "33100000", "60100000"]),
        totalValueEur: g.int(5, 900) * 10_000,
        lots: g.int(1, 6),
        url: `https://ted.europa.eu/en/notice/-/detail/${id}`,
      }));
      return { context: `${data.length} tender notices.`, data };
    },
  }),
  defineProduction<{ limit: number }>({
    name: "fred_getFranceConstructionPermitIssuedGrowthRate",
    verticals: ["company", "insurance"],
    description:
      "France: building permits issued, growth rate against the same period a year earlier (FRED).",
    price: 1,
    params: { limit: p.limit(120, 12) },
    required: [],
    output: {
      context: CTX,
      franceConstructionPermitIssuedGrowthRateSamePeriodPreviousYear: A(O({ date: S, value: N })),
    },
    sample: { limit: 6 },
    run({ limit }, g) {
      const series = Array.from({ length: limit }, (_, i) => ({
        date: `${2026 - Math.floor((i + 2) / 12)}-${String(((((10 - i) % 12) + 12) % 12) + 1).padStart(2, "0")}-01`,
        value: g.num(-25, 15),
      }));
      return {
        context: `Latest: ${series[0]?.value ?? 0}% (${series[0]?.date ?? ""}).`,
        franceConstructionPermitIssuedGrowthRateSamePeriodPreviousYear: series,
      };
    },
  }),
  defineProduction<{ limit: number }>({
    name: "fred_getFranceLongTermInterestRate",
    verticals: ["company", "insurance"],
    description: "France: 10-year government bond yield, percent per annum, monthly (FRED).",
    price: 1,
    params: { limit: p.limit(120, 12) },
    required: [],
    output: { context: CTX, franceLongTermInterestRatesPercentPerAnnum: A(O({ date: S, value: N })) },
    sample: { limit: 6 },
    run({ limit }, g) {
      const values = g.walk(limit, 3.2, 3, 2);
      const series = values.map((value, i) => ({
        date: `${2026 - Math.floor((i + 2) / 12)}-${String(((((10 - i) % 12) + 12) % 12) + 1).padStart(2, "0")}-01`,
        value,
      }));
      return {
        context: `Latest: ${series[0]?.value ?? 0}% (${series[0]?.date ?? ""}).`,
        franceLongTermInterestRatesPercentPerAnnum: series,
      };
    },
  }),
];

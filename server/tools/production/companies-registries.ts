// Directories and public registers: company search by industry and size (Veridion), French
// officers and their other companies (Pappers), and US patents by assignee (PatentsView).
import { frenchCompanies, industries, publicCompanies } from "./entities.ts";
import { A, CTX, I, N, O, S, defineProduction, p, unknownEntity } from "./define.ts";
import { company, person } from "./companies-lookup.ts";

export const registryTools = [
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
];

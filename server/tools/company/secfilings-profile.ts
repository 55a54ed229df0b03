import { arrayOf, input, int, object, output, str } from "../schema-parts.ts";
import { defineTool } from "../types.ts";
import { companySummaryProperties, findCompany, tickerSchema } from "./company-view.ts";

export const getCompanyProfile = defineTool<{ ticker: string }>({
  name: "secfilings_getCompanyProfile",
  vertical: "company",
  description:
    "A company's profile: industry, website, headquarters, headcount, fiscal year end and officers with emails.",
  price: 2,
  inputSchema: input({ ticker: tickerSchema }, ["ticker"]),
  outputSchema: output(
    {
      company: object(
        {
          ...companySummaryProperties,
          industry: str("Industry within the sector"),
          website: str("Company website", { format: "uri" }),
          headquarters: object(
            { city: str("City"), state: str("US state code"), country: str("ISO country code") },
            ["city", "state", "country"],
          ),
          employees: int("Headcount", { minimum: 0 }),
          foundedYear: int("Year founded", { minimum: 1800 }),
          fiscalYearEnd: str("Month and day the fiscal year ends (MM-DD)", { pattern: "^\\d{2}-\\d{2}$" }),
          officers: arrayOf(
            object(
              { name: str("Full name"), title: str("Title"), email: str("Work email", { format: "email" }) },
              ["name", "title", "email"],
            ),
            "Executive officers",
          ),
        },
        [
          "cik",
          "name",
          "ticker",
          "exchange",
          "sector",
          "industry",
          "website",
          "headquarters",
          "employees",
          "foundedYear",
          "fiscalYearEnd",
          "officers",
        ],
      ),
    },
    ["company"],
  ),
  run({ ticker }, { data }) {
    const c = findCompany(data.companies, { ticker });
    const { financials: _f, filings: _g, ...profile } = c;
    const ceo = c.officers.find((o) => o.title === "Chief Executive Officer");
    const context = `${c.name} (${c.exchange}: ${c.ticker}) is ${/^[aeiou]/i.test(c.industry) ? "an" : "a"} ${c.industry} company in ${c.headquarters.city}, ${c.headquarters.state} with ${c.employees.toLocaleString("en-US")} employees${ceo ? `, led by ${ceo.name}` : ""}.`;
    return Promise.resolve({ company: profile, context });
  },
});

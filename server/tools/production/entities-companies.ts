// Listed US and French companies, with the sectors and countries their tools filter on: the
// company vertical's whole world of names.
import { lazy, rows } from "./entities-table.ts";

export interface PublicCompany {
  name: string;
  ticker: string;
  cik: string;
  cusip: string;
  domain: string;
  city: string;
  state: string;
  country: string;
  industry: string;
  ceo: string;
}

// name | ticker | CIK | CUSIP | domain | city | state | country | industry | CEO
export const publicCompanies = lazy((): PublicCompany[] =>
  rows(`
Apple Inc. | AAPL | 320193 | 037833100 | apple.com | Cupertino | CA | United States | Consumer Electronics | Tim Cook
Microsoft Corporation | MSFT | 789019 | 594918104 | microsoft.com | Redmond | WA | United States | Software | Satya Nadella
Alphabet Inc. | GOOGL | 1652044 | 02079K305 | abc.xyz | Mountain View | CA | United States | Internet Services | Sundar Pichai
Amazon.com, Inc. | AMZN | 1018724 | 023135106 | amazon.com | Seattle | WA | United States | E-commerce | Andy Jassy
NVIDIA Corporation | NVDA | 1045810 | 67066G104 | nvidia.com | Santa Clara | CA | United States | Semiconductors | Jensen Huang
Meta Platforms, Inc. | META | 1326801 | 30303M102 | meta.com | Menlo Park | CA | United States | Internet Services | Mark Zuckerberg
Tesla, Inc. | TSLA | 1318605 | 88160R101 | tesla.com | Austin | TX | United States | Automobiles | Elon Musk
Netflix, Inc. | NFLX | 1065280 | 64110L106 | netflix.com | Los Gatos | CA | United States | Entertainment | Ted Sarandos
Coinbase Global, Inc. | COIN | 1679788 | 19260Q107 | coinbase.com | New York | NY | United States | Financial Services | Brian Armstrong
JPMorgan Chase & Co. | JPM | 19617 | 46625H100 | jpmorganchase.com | New York | NY | United States | Banking | Jamie Dimon
Intel Corporation | INTC | 50863 | 458140100 | intel.com | Santa Clara | CA | United States | Semiconductors | Lip-Bu Tan
Salesforce, Inc. | CRM | 1108524 | 79466L302 | salesforce.com | San Francisco | CA | United States | Software | Marc Benioff
Pfizer Inc. | PFE | 78003 | 717081103 | pfizer.com | New York | NY | United States | Pharmaceuticals | Albert Bourla
Johnson & Johnson | JNJ | 200406 | 478160104 | jnj.com | New Brunswick | NJ | United States | Pharmaceuticals | Joaquin Duato
Moderna, Inc. | MRNA | 1682852 | 60770K107 | modernatx.com | Cambridge | MA | United States | Biotechnology | Stéphane Bancel
`).map(([name, ticker, cik, cusip, domain, city, state, country, industry, ceo]) => ({
    name: name ?? "",
    ticker: ticker ?? "",
    cik: cik ?? "",
    cusip: cusip ?? "",
    domain: domain ?? "",
    city: city ?? "",
    state: state ?? "",
    country: country ?? "",
    industry: industry ?? "",
    ceo: ceo ?? "",
  })),
);

/** "Apple", "apple inc", "AAPL", "apple.com" all find Apple. */
export function findPublicCompany(text: string): PublicCompany | undefined {
  const q = text.trim().toLowerCase().replace(/^\$/, "");
  if (q === "") return undefined;
  const base = (name: string) =>
    name
      .toLowerCase()
      .replace(/[,.]|\b(inc|corporation|co|corp|global)\b/g, "")
      .trim();
  return publicCompanies().find(
    (c) =>
      c.ticker.toLowerCase() === q ||
      c.domain === q ||
      c.name.toLowerCase() === q ||
      base(c.name) === base(q) ||
      base(c.name).split(" ")[0] === q,
  );
}

/** ISIN from a US CUSIP: "US" + CUSIP + the Luhn check digit over the letters-as-numbers string. */
export function usIsin(cusip: string): string {
  const body = `US${cusip}`;
  const digits = [...body.toUpperCase()]
    .map((ch) => (/\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55)))
    .join("");
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    let n = Number(d);
    if (i % 2 === 0) n *= 2;
    sum += n > 9 ? n - 9 : n;
  });
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export interface FrenchCompany {
  name: string;
  siren: string;
  city: string;
}

export const frenchCompanies = lazy((): FrenchCompany[] =>
  rows(`
TotalEnergies SE | 542051180 | Courbevoie
LVMH Moët Hennessy Louis Vuitton | 775670417 | Paris
Danone | 552032534 | Paris
L'Oréal | 632012100 | Clichy
BNP Paribas | 662042449 | Paris
Orange | 380129866 | Issy-les-Moulineaux
`).map(([name, siren, city]) => ({ name: name ?? "", siren: siren ?? "", city: city ?? "" })),
);

export const tenderSectors = [
  "construction",
  "it-services",
  "health",
  "transport",
  "energy",
  "education",
  "defence",
  "environment",
] as const;

export const euCountries = ["FR", "DE", "IT", "ES", "NL", "BE", "PL", "SE", "AT", "IE", "PT", "FI"] as const;

export const industries = [
  "Software",
  "Semiconductors",
  "Biotechnology",
  "Pharmaceuticals",
  "Banking",
  "Insurance",
  "Renewable Energy",
  "Automobiles",
  "Retail",
  "Logistics",
  "Construction",
  "Telecommunications",
] as const;

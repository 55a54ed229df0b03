// SEC EDGAR: a US-listed company's CIK, then its filings. Accession numbers and URLs follow
// EDGAR's real layout so that links built from them look right.
import { publicCompanies, type PublicCompany } from "./entities.ts";
import { A, CTX, I, O, S, defineProduction, p, unknownEntity, type Gen } from "./define.ts";
import { company } from "./companies-lookup.ts";

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

export const filingTools = [
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
];

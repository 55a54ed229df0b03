import { arrayOf, input, int, limit, object, output, str } from "../schema-parts.ts";
import { defineTool } from "../types.ts";
import {
  cikSchema,
  companySummary,
  companySummarySchema,
  findCompany,
  FORM_TYPES,
  tickerSchema,
} from "./company-view.ts";

interface FilingsInput {
  company: { ticker: string } | { cik: string };
  formTypes?: string[];
  filedAfter?: string;
  filedBefore?: string | null;
  limit: number;
}

const filingSchema = object(
  {
    accessionNumber: str("SEC accession number", { pattern: "^\\d{10}-\\d{2}-\\d{6}$" }),
    formType: str("Form type", { enum: [...FORM_TYPES] }),
    filedAt: str("Filing date", { format: "date" }),
    periodOfReport: {
      type: ["string", "null"],
      format: "date",
      description: "Period covered, for periodic reports",
    },
    description: str("What the filing is"),
    url: str("Document on EDGAR", { format: "uri" }),
  },
  ["accessionNumber", "formType", "filedAt", "periodOfReport", "description", "url"],
);

export const getFilings = defineTool<FilingsInput>({
  name: "secfilings_getFilings",
  vertical: "company",
  description:
    "List a company's SEC filings (newest first), identified by ticker or by CIK, filtered by form type and date.",
  price: 2,
  inputSchema: input(
    {
      company: {
        description: "The company, by ticker or by CIK (exactly one)",
        oneOf: [
          {
            type: "object",
            title: "By ticker",
            properties: { ticker: tickerSchema },
            required: ["ticker"],
            additionalProperties: false,
          },
          {
            type: "object",
            title: "By CIK",
            properties: { cik: cikSchema },
            required: ["cik"],
            additionalProperties: false,
          },
        ],
      },
      formTypes: arrayOf(
        str("Form type", { enum: [...FORM_TYPES] }),
        "Only these form types; all when absent",
        {
          minItems: 1,
          uniqueItems: true,
        },
      ),
      filedAfter: str("Only filings on or after this date (YYYY-MM-DD)", { format: "date" }),
      filedBefore: {
        type: ["string", "null"],
        format: "date",
        default: null,
        description: "Only filings on or before this date; null for no bound",
      },
      limit: limit(100, 20),
    },
    ["company"],
  ),
  outputSchema: output(
    {
      company: companySummarySchema,
      totalMatching: int("Filings matching before the limit", { minimum: 0 }),
      filings: arrayOf(filingSchema, "Newest first"),
    },
    ["company", "totalMatching", "filings"],
  ),
  run({ company: by, formTypes, filedAfter, filedBefore = null, limit: max }, { data }) {
    const company = findCompany(data.companies, by);
    const matching = company.filings.filter(
      (f) =>
        (formTypes === undefined || formTypes.includes(f.formType)) &&
        (filedAfter === undefined || f.filedAt >= filedAfter) &&
        (filedBefore === null || f.filedAt <= filedBefore),
    );
    const filings = matching.slice(0, max);
    const latest = filings[0];
    const newest =
      latest === undefined ? "none match" : `the newest is a ${latest.formType} filed ${latest.filedAt}`;
    const context = `${company.name} (${company.ticker}) has ${matching.length} matching filing${matching.length === 1 ? "" : "s"}; ${newest}.`;
    return Promise.resolve({
      company: companySummary(company),
      totalMatching: matching.length,
      filings,
      context,
    });
  },
});

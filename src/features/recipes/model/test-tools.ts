import type { RecipeStep, ToolInfo } from "./recipe";

// Shapes as the reference service lists its company tools (server/tools/company/), trimmed.
const company = {
  type: "object",
  properties: {
    cik: { type: "string" },
    name: { type: "string" },
    ticker: { type: "string", pattern: "^[A-Z.]{1,6}$" },
    employees: { type: "integer" },
  },
};

export const testTools: ToolInfo[] = [
  {
    name: "secfilings_searchCompany",
    price: 1,
    inputSchema: {
      type: "object",
      properties: { query: { type: "string", minLength: 1 }, limit: { type: "integer", minimum: 1 } },
      required: ["query"],
      additionalProperties: false,
    },
    outputSchema: { type: "object", properties: { companies: { type: "array", items: company } } },
  },
  {
    name: "secfilings_getCompanyProfile",
    price: 2,
    inputSchema: {
      type: "object",
      properties: { ticker: { type: "string", pattern: "^[A-Z.]{1,6}$" } },
      required: ["ticker"],
      additionalProperties: false,
    },
    outputSchema: { type: "object", properties: { company } },
  },
  {
    name: "fmp_getIncomeStatement",
    price: 3,
    inputSchema: {
      type: "object",
      properties: {
        ticker: { type: "string" },
        fiscalYears: { type: "array", items: { type: "integer" } },
      },
      required: ["ticker"],
    },
    outputSchema: null,
  },
  {
    name: "unpriced_tool",
    price: null,
    inputSchema: { type: "object", properties: { text: { type: "string" } } },
    outputSchema: null,
  },
];

/** The three-step chain: a name → its ticker → its data. */
export const chain: RecipeStep[] = [
  { id: "step-1", tool_name: "secfilings_searchCompany", parameters: { query: "apple" } },
  {
    id: "step-2",
    tool_name: "secfilings_getCompanyProfile",
    parameters: { ticker: { $fromStep: "step-1", $outputKey: "companies.0.ticker" } },
  },
  {
    id: "step-3",
    tool_name: "fmp_getIncomeStatement",
    parameters: { ticker: { $fromStep: "step-2", $outputKey: "company.ticker" } },
  },
];

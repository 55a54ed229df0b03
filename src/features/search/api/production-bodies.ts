// Production-shaped bodies, written by hand from the production dialect in docs/service-api.md: raw_data
// entries with and without `step_id`, outputs that are maps of objects keyed by id, nested arrays
// of strings, numbers as strings, and an output of tens of kilobytes.

const holders = Array.from({ length: 500 }, (_, index) => ({
  address: `0x${index.toString(16).padStart(40, "0")}`,
  balance: `${(index + 1) * 1234567}000000000000`,
  share: `${(0.25 / (index + 1)).toPrecision(6)}`,
  labels: ["holder", `rank-${index + 1}`],
}));

export const largeOutput = {
  holders,
  context: `Top ${holders.length} holders of the token, balances in the smallest unit.`,
};

export const filingsMap = {
  "817609-2025": { form: "10-K", filed: "2025-02-01", items: ["1A", "7"] },
  "817641-2025": { form: "8-K", filed: "2025-03-04", items: ["5.02"] },
  "817700-2025": { form: "10-Q", filed: "2025-05-06", items: [] },
};

/** POST /v1/search, production dialect: no step_id on raw_data entries, extra fields, a summary. */
export const searchWithoutStepIds = {
  id: "search_OxTegmy5ZsfayxLr4g3Fv",
  summary: "Bitcoin trades at **$97,000**.",
  raw_data: [
    {
      tool_name: "coingecko_searchCoin",
      parameters: { query: "bitcoin", limit: 1 },
      output: {
        coins: [{ id: "bitcoin", name: "Bitcoin", symbol: "btc", marketCapRank: "1" }],
        context: "1 coin",
      },
      duration_ms: 812,
    },
    {
      tool_name: "secfilings_getFilings",
      parameters: { cik: "0000320193" },
      output: { filings: filingsMap, tags: [["risk", "annual"], ["officers"]], context: "3 filings" },
    },
    { tool_name: "dunesim_getTokenHolders", parameters: { token: "0xabc" }, output: largeOutput },
  ],
  planning: {
    status: "success",
    steps: [
      { id: "step_aaaaaaaaaaaaaaaaaaaaa", tool_name: "coingecko_searchCoin", parameters: {}, reasoning: "" },
    ],
    reason: "",
  },
  usage: { estimated: 4, consumed: 3 },
  deterministicSignature: "sig-1",
  account: { balance: 997, balance_timestamp: "2026-11-21T13:30:05.123Z" },
  request_id: "req_123",
};

/** The same with step ids, as the SDK documents `{step_id, tool_name, parameters, output}`. */
export const searchWithStepIds = {
  ...searchWithoutStepIds,
  raw_data: searchWithoutStepIds.raw_data.map((entry, index) => ({
    step_id: `step_${String(index).repeat(21)}`,
    ...entry,
  })),
};

/** One step's tool name has the wrong type: the dashboard links by it, so this cannot be read. */
export const searchWithWrongType = {
  ...searchWithoutStepIds,
  raw_data: [searchWithoutStepIds.raw_data[0], { ...searchWithoutStepIds.raw_data[1], tool_name: 42 }],
};

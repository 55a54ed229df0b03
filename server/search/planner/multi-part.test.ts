import { toolsForVertical } from "../../tools/catalog.ts";
import { loadDatasets } from "../../tools/datasets.ts";
import type { Vertical } from "../../tools/types.ts";
import { stepExecutor } from "../execute-step.ts";
import { runSteps } from "../run-steps.ts";
import { detectVertical } from "./infer-vertical.ts";
import { planQuery } from "./planner.ts";

const plan = (query: string, vertical: Vertical) =>
  planQuery({
    query,
    vertical,
    deterministic: true,
    tools: toolsForVertical(vertical) ?? [],
    data: loadDatasets(),
  });
const tools = (result: ReturnType<typeof plan>) => result.steps.map((s) => s.tool_name);

const WALLET = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const LOCAL_TOKEN = "0x5FbDB2315678afecb367f032d93F642f64180aa3";

describe("questions of several parts: every part is planned or said to be unplannable", () => {
  it("reads each balance asked for: ETH (native) and USDC (the local token)", () => {
    const result = plan(`What is my ETH and USDC balance for ${WALLET}?`, "crypto");
    expect(result.status).toBe("success");
    expect(result.steps.map((s) => s.parameters)).toEqual([
      { address: WALLET, token: null, chainId: 31337 },
      { address: WALLET, token: LOCAL_TOKEN, chainId: 31337 },
    ]);
    expect(result.reason).toContain("ETH and USDC balances");
  });

  it("says which balance cannot be read instead of dropping it", () => {
    const result = plan(`ETH and Solana balance of ${WALLET}`, "crypto");
    expect(tools(result)).toEqual(["chain_getBalance"]);
    expect(result.reason).toContain("Solana has no contract on the connected chain");
  });

  it("looks up a bare domain in a second question about a company", () => {
    const result = plan("Who is the CEO of Bluepeak Motors and what company owns aspenpower.com?", "company");
    expect(tools(result)).toEqual([
      "secfilings_searchCompany",
      "secfilings_getCompanyProfile",
      "clearbit_lookupDomain",
    ]);
    expect(result.steps[2]?.parameters).toEqual({ url: "https://aspenpower.com" });
    expect(result.reason).toMatch(
      /Part 1, “Who is the CEO of Bluepeak Motors”: .*Part 2, “what company owns aspenpower\.com”: /,
    );
  });

  it("keeps the portfolio part next to a price part, with every amount held", () => {
    const result = plan(
      "What is the price of Bitcoin and what is my portfolio worth with 2 ETH and 0.5 BTC?",
      "crypto",
    );
    expect(tools(result)).toEqual([
      "coingecko_searchCoin",
      "coingecko_getCoinPrice",
      "coingecko_searchCoin",
      "coingecko_searchCoin",
      "coingecko_getPortfolioValue",
    ]);
    // The second part's references point at its own searches, after the first part's steps.
    expect(result.steps[4]?.parameters).toEqual({
      holdings: [
        { coinId: { $fromStep: "2", $outputKey: "coins.0.id" }, amount: 2 },
        { coinId: { $fromStep: "3", $outputKey: "coins.0.id" }, amount: 0.5 },
      ],
      vsCurrency: "usd",
    });
    expect(result.reason).toContain("2 coins");
  });

  it("an email check and a revenue question are both planned", () => {
    const result = plan("Is ceo@aspenpower.com valid and what is Bluepeak Motors revenue?", "company");
    expect(tools(result)).toEqual([
      "hunter_verifyEmail",
      "secfilings_searchCompany",
      "fmp_getIncomeStatement",
    ]);
  });

  it("names a part it cannot plan in the reason and plans the rest", () => {
    const result = plan("What is the price of Bitcoin and what is the weather in Paris?", "crypto");
    expect(tools(result)).toEqual(["coingecko_searchCoin", "coingecko_getCoinPrice"]);
    expect(result.reason).toMatch(
      /Part 2, “what is the weather in Paris”: could not be planned\. It needs openweather_getCurrentWeather, which the crypto vertical does not offer; ask with vertical_id news or insurance/,
    );
  });

  it("fails, saying why for each part, when no part can be planned", () => {
    const result = plan("What is the weather in Paris and what time is it?", "crypto");
    expect(result).toMatchObject({ status: "failed", steps: [], estimate: 0n });
    expect(result.reason.match(/could not be planned/g)).toHaveLength(2);
  });

  it("every step of the multi-part company plan runs against the datasets", async () => {
    const result = plan("Who is the CEO of Bluepeak Motors and what company owns aspenpower.com?", "company");
    const execute = stepExecutor({
      chain: null,
      data: loadDatasets(),
      now: () => new Date("2026-11-21T12:00:00Z"),
    });
    const outcomes = await runSteps(result.steps, execute);
    expect(outcomes.flatMap((o, i) => (o.ok ? [] : [`${result.steps[i]?.tool_name}: ${o.error}`]))).toEqual(
      [],
    );
  });
});

describe("coin names and ids", () => {
  it.each(["price of ripple", "price of XRP", "price of xrp", "What is Ripple worth?"])(
    "%s is XRP",
    (query) => {
      const result = plan(query, "crypto");
      expect(result.status, result.reason).toBe("success");
      expect(result.reason).toContain("Recognized XRP");
    },
  );

  it("an id that is an ordinary word is not read as a coin", () => {
    expect(plan("who is the maker of this", "crypto").status).toBe("failed");
  });
});

describe("grammatical text", () => {
  it("counts without “(s)” and writes possessives of names ending in s", () => {
    expect(plan("value of 1 ETH", "crypto").reason).toContain("amounts of 1 coin;");
    const motors = plan("Tell me about Bluepeak Motors", "company");
    expect(motors.steps.map((s) => s.reasoning).join(" ")).toContain("Bluepeak Motors' profile");
    expect(motors.steps.map((s) => s.reasoning).join(" ")).not.toContain("Motors's");
  });

  it("writes “an Electric Utilities company” and never “Corp..”", async () => {
    const data = loadDatasets();
    const utility = data.companies.find((c) => c.industry === "Electric Utilities");
    expect(utility).toBeDefined();
    const execute = stepExecutor({ chain: null, data, now: () => new Date("2026-11-21T12:00:00Z") });
    const [profile] = await runSteps(
      [
        {
          id: "s",
          tool_name: "secfilings_getCompanyProfile",
          parameters: { ticker: utility!.ticker },
          reasoning: "",
        },
      ],
      execute,
    );
    expect(JSON.stringify(profile)).toContain("is an Electric Utilities company");
    const screens = await runSteps(plan("largest companies by revenue", "company").steps, execute);
    for (const outcome of screens) expect(JSON.stringify(outcome)).not.toMatch(/\.\./);
  });
});

describe("auto-detecting the vertical", () => {
  it("says it cannot tell for a question neither vertical knows", () => {
    expect(detectVertical("What are the side effects of ibuprofen?", loadDatasets())).toBeNull();
    expect(detectVertical("price of ripple", loadDatasets())).toBe("crypto");
    expect(detectVertical("what company owns aspenpower.com", loadDatasets())).toBe("company");
  });
});

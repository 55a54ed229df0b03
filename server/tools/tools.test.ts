import { getCatalog, findTool } from "./catalog.ts";
import { runTool } from "./executor.ts";
import { SAMPLE_INPUTS } from "./sample-inputs.ts";
import { CHAIN_TOOLS, outputErrors, toolContext } from "./test-helpers.ts";
import type { Tool } from "./types.ts";

const tool = (name: string): Tool => {
  const found = findTool(name);
  if (found === undefined) throw new Error(`missing tool ${name}`);
  return found;
};

describe("every data tool on its sample input", () => {
  it("has a sample for every tool that does not need a chain", () => {
    const unsampled = getCatalog()
      .map((t) => t.name)
      .filter((name) => !(name in SAMPLE_INPUTS) && !CHAIN_TOOLS.includes(name));
    expect(unsampled).toEqual([]);
  });

  it.each(Object.keys(SAMPLE_INPUTS))(
    "%s succeeds with an output valid against its outputSchema",
    async (name) => {
      const result = await runTool(tool(name), SAMPLE_INPUTS[name], toolContext());
      if (!result.ok) throw new Error(JSON.stringify(result));
      expect(outputErrors(tool(name), result.output)).toEqual([]);
      // A few of production's outputs have no context (production-tools-seen.md); the rest must say something.
      if ((tool(name).outputSchema.required as string[]).includes("context"))
        expect(result.output.context?.length).toBeGreaterThan(10);
    },
  );
});

describe("tool behaviour", () => {
  it("searches coins by symbol first and applies the default limit", async () => {
    const result = await runTool(tool("coingecko_searchCoin"), { query: "BTC" }, toolContext());
    if (!result.ok) throw new Error("search failed");
    const coins = result.output.coins as Array<{ id: string }>;
    expect(coins[0]?.id).toBe("bitcoin");
    expect(coins.length).toBeLessThanOrEqual(10);
  });

  it("reports nothing found as an in-band failure with the reason", async () => {
    const result = await runTool(tool("coingecko_searchCoin"), { query: "zzzzqqq" }, toolContext());
    expect(result).toEqual({ ok: false, kind: "failed", error: 'No coin matches "zzzzqqq"' });
  });

  it("values decimal holdings exactly, without float drift", async () => {
    const input = {
      holdings: [
        { coinId: "usd-coin", amount: 0.1 },
        { coinId: "usd-coin", amount: 0.2 },
      ],
    };
    const result = await runTool(tool("coingecko_getPortfolioValue"), input, toolContext());
    if (!result.ok) throw new Error("portfolio failed");
    // 0.3 * 0.9998 exactly; a float sum would give 0.29994000000000004 or similar.
    expect(result.output.totalValue).toBe("0.29994");
  });

  it("finds the local TestUSD by its anvil contract, whatever the address case", async () => {
    const input = { platformId: "anvil", contractAddress: "0x5FBDB2315678AFECB367F032D93F642F64180AA3" };
    const result = await runTool(tool("coingecko_getCoinInfoForPlatform"), input, toolContext());
    expect(result.ok && (result.output.coin as { id: string }).id).toBe("test-usd");
  });

  it("selects filings by CIK as well as by ticker (oneOf) within the date bounds", async () => {
    const byTicker = await runTool(
      tool("secfilings_getFilings"),
      { company: { ticker: "NORS" } },
      toolContext(),
    );
    if (!byTicker.ok) throw new Error("filings failed");
    const cik = (byTicker.output.company as { cik: string }).cik;
    const input = { company: { cik }, filedAfter: "2025-01-01", filedBefore: "2025-12-31", limit: 100 };
    const byCik = await runTool(tool("secfilings_getFilings"), input, toolContext());
    if (!byCik.ok) throw new Error("filings by cik failed");
    const dates = (byCik.output.filings as Array<{ filedAt: string }>).map((f) => f.filedAt);
    expect(dates.length).toBeGreaterThan(3);
    expect(dates.every((d) => d >= "2025-01-01" && d <= "2025-12-31")).toBe(true);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("fails chain tools in-band when no chain is connected", async () => {
    const input = { address: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" };
    const result = await runTool(tool("chain_getBalance"), input, toolContext(null));
    expect(result).toEqual({ ok: false, kind: "failed", error: "No chain is connected to this service" });
  });
});

import { Validator } from "@cfworker/json-schema";
import { makeTestApp, type TestApp } from "../../test-support.ts";
import { findTool, getCatalog, VERTICALS } from "../catalog.ts";
import { client, type Call } from "../routes-test-kit.ts";
import { CHAIN_TOOLS } from "../test-helpers.ts";
import type { JsonSchema, Tool } from "../types.ts";
import SEEN from "./production-tools-seen.json" with { type: "json" };
import { expectStatus } from "../../../common/expect-status.ts";

/**
 * The whole of production's catalogue as seen (production-tools-seen.json, written from the
 * spec's table by scripts/fixtures/production-tools-seen.mjs), walked over the wire in both dialects.
 */
type Seen = { provider: string; params: Record<string, string[]>; keys: string[] };
const seen = SEEN as Record<string, Seen>;
const names = Object.keys(seen);

/** Tools this sandbox had under production's names before it had production's shapes: they keep their extra keys. */
const KEEPS_EXTRA_KEYS = new Set([
  "utils_getBlockchainChainId",
  "coingecko_getCoinInfoForPlatform",
  "dunesim_getTokenHolders",
]);

function tool(name: string): Tool {
  const found = findTool(name);
  if (found === undefined) throw new Error(`no tool ${name}`);
  return found;
}

/** Inputs shaped as production sends them, for the tools that predate this catalogue. */
const LEGACY_SAMPLES: Record<string, Record<string, unknown>> = {
  coingecko_searchCoin: { query: "bitcoin", limit: 3 },
  coingecko_getCoinInfoForPlatform: { coinId: "chainlink", platformName: "ethereum" },
  utils_getBlockchainChainId: { blockchainName: "Arbitrum" },
};

function sampleOf(t: Tool): Record<string, unknown> {
  const sample = (t as { sample?: Record<string, unknown> }).sample ?? LEGACY_SAMPLES[t.name];
  if (sample === undefined) throw new Error(`no sample for ${t.name}`);
  return sample;
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).flatMap(typesOf);
  return [String(schema.type)];
}

let t: TestApp;
let prod: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ dialect: "spec", subscription: 100_000n });
  prod = await makeTestApp({ dialect: "production", subscription: 100_000n });
});
afterAll(async () => {
  await Promise.all([t.close(), prod.close()]);
});

describe("production's catalogue in the sandbox", () => {
  it("holds all 71 tools of 25 providers seen in production, over the seven verticals", () => {
    expect(names).toHaveLength(71);
    expect(new Set(Object.values(seen).map((s) => s.provider)).size).toBe(25);
    expect(VERTICALS).toEqual(["crypto", "company", "medical", "news", "cybersec", "adtech", "insurance"]);
    expect(names.filter((n) => findTool(n) === undefined)).toEqual([]);
    expect(getCatalog().length).toBeGreaterThanOrEqual(71 + 13);
  });

  it("accepts every parameter production was seen to send, with its JSON type", () => {
    for (const name of names) {
      const properties = tool(name).inputSchema.properties as Record<string, JsonSchema>;
      for (const [param, types] of Object.entries(seen[name]?.params ?? {})) {
        const schema = properties[param];
        expect(schema, `${name}.${param}`).toBeDefined();
        for (const type of types) {
          const accepted = typesOf(schema ?? {});
          const ok = accepted.includes(type) || (type === "number" && accepted.includes("number"));
          expect(ok, `${name}.${param}: ${type} in ${accepted.join(",")}`).toBe(true);
        }
      }
      expect(tool(name).description.length, name).toBeGreaterThan(20);
      expect(Number.isInteger(tool(name).price) && tool(name).price > 0, name).toBe(true);
    }
  });

  it("lists every tool in its verticals in both dialects", async () => {
    const spec = client(t);
    const production = client(prod);
    const listed = new Map<string, Set<string>>();
    for (const vertical of VERTICALS) {
      const a = await spec.list(`?vertical_id=${vertical}`);
      const b = await production.list(`?vertical_id=${vertical}`);
      expect([a.status, b.status]).toEqual([200, 200]);
      const specNames = (a.body as { tools: Array<{ name: string }> }).tools.map((x) => x.name);
      const prodTools = b.body as Array<{ name: string; input_schema: unknown; output_schema: unknown }>;
      expect(prodTools.map((x) => x.name)).toEqual(specNames);
      expect(specNames.length, vertical).toBeGreaterThanOrEqual(3);
      for (const n of specNames) listed.set(n, (listed.get(n) ?? new Set()).add(vertical));
    }
    for (const name of names) {
      const t0 = tool(name);
      expect([...(listed.get(name) ?? [])].sort(), name).toEqual([t0.vertical, ...(t0.alsoIn ?? [])].sort());
    }
  });

  it.each(names.filter((n) => !CHAIN_TOOLS.includes(n)))(
    "%s runs its production-shaped sample in both dialects, answering production's keys",
    async (name) => {
      const t0 = tool(name);
      const input = sampleOf(t0);
      expect(
        Object.keys(input).every((k) => k in (seen[name]?.params ?? {})),
        "sample uses seen parameters",
      ).toBe(true);
      const a: Call = await client(t).execute({ tool_name: name, input });
      const b: Call = await client(prod).execute({ tool_name: name, input });
      await expectStatus(a, 200, JSON.stringify(a.body));
      const wrapped = b.body as { is_error: boolean; output: Record<string, unknown> };
      expect(wrapped.is_error, JSON.stringify(b.body)).toBe(false);
      // Seeded by the input: both dialects answer the same data.
      expect(wrapped.output).toEqual(a.body);
      const { errors } = new Validator(t0.outputSchema, "7", false).validate(a.body);
      expect(errors.map((e) => `${e.instanceLocation} ${e.error}`)).toEqual([]);
      const keys = Object.keys(a.body as object).sort();
      const wanted = seen[name]?.keys ?? [];
      if (name === "github_findUserEmail") expect(keys).toEqual([...(input.logins as string[])].sort());
      else if (KEEPS_EXTRA_KEYS.has(name)) expect(keys).toEqual(expect.arrayContaining(wanted));
      else expect(keys).toEqual([...wanted].sort());
    },
  );

  it("answers equal inputs with equal data, and other inputs with other figures", async () => {
    const api = client(t);
    const one = await api.execute({
      tool_name: "coingecko_getCoinOhlc",
      input: { coinId: "bitcoin", days: "7" },
    });
    const again = await api.execute({
      tool_name: "coingecko_getCoinOhlc",
      input: { coinId: "bitcoin", days: "7" },
    });
    const other = await api.execute({
      tool_name: "coingecko_getCoinOhlc",
      input: { coinId: "ethereum", days: "7" },
    });
    expect(again.body).toEqual(one.body);
    expect(other.body).not.toEqual(one.body);
  });

  it.each([
    ["sec_getCompanyCik", { companyName: "Initech" }, /No company named "Initech".*Apple \(AAPL\)/],
    ["transcript_getTicker", { ticker: "ZZZZ" }, /No ticker named "ZZZZ".*AAPL/],
    ["openweather_getCurrentWeather", { location: "Atlantis" }, /No city named "Atlantis".*Paris/],
    ["defillama_getProtocolTvl", { protocol: "nope-swap" }, /No protocol named "nope-swap".*aave/],
    [
      "github_getTopContributors",
      { repositoryFullNames: ["me/nothing"] },
      /No repository named "me\/nothing".*rust-lang\/rust/,
    ],
    ["aviationstack_checkFlightDelays", { flightIdentifier: "ZZ123" }, /No airline code named "ZZ".*AF/],
    ["utils_getEnsAddress", { ensName: "nobody.eth" }, /No ENS name named "nobody.eth".*vitalik.eth/],
  ] as const)(
    "%s: an unknown entity is production's tool failure naming what is known",
    async (name, input, message) => {
      const res = await client(prod).execute({ tool_name: name, input });
      await expectStatus(res, 200);
      const body = res.body as { is_error: boolean; error_message: string; usage: { consumed: number } };
      expect(body.is_error).toBe(true);
      expect(body.error_message).toMatch(message);
      expect(body.usage.consumed).toBe(0);
    },
  );
});

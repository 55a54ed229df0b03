// The market around companies rather than the companies themselves: EU public tenders to bid on,
// and French macro series (building permits, long-term rates) from FRED.
import { A, CTX, I, N, O, S, defineProduction, p } from "./define.ts";
import { tenderSectors } from "./entities.ts";

export const marketContextTools = [
  defineProduction<{ businessSector: string; country?: string; limit: number; totalValueFrom?: number }>({
    name: "tedeuropa_getLatestTendersByBusinessSector",
    verticals: ["company", "news"],
    description:
      "Latest EU public tenders (TED) in a business sector, optionally by country and minimum value.",
    price: 2,
    params: {
      businessSector: p.str("Business sector", {
        enum: [...tenderSectors],
      }),
      country: p.str("ISO country code, e.g. FR", { pattern: "^[A-Z]{2}$" }),
      limit: p.limit(50, 10),
      totalValueFrom: p.int("Minimum total value in EUR", { minimum: 0 }),
    },
    required: ["businessSector"],
    output: {
      context: CTX,
      tenderIds: A(S),
      tenders: A(O({ id: S, title: S, country: S, buyer: S, totalValueEur: N, publishedAt: S, deadline: S })),
    },
    sample: { businessSector: "it-services", country: "FR", limit: 3 },
    run({ businessSector, country, limit, totalValueFrom = 0 }, g) {
      const tenders = Array.from({ length: limit }, (_, i) => ({
        id: `${g.int(100000, 799999)}-2026`,
        title: `${businessSector.replace("-", " ")} services, lot ${i + 1}`,
        country: country ?? g.pick(["FR", "DE", "IT", "ES", "NL", "BE"]),
        buyer: g.pick([
          "Ministry of the Interior",
          "Regional Health Agency",
          "City Council",
          "National Railways",
        ]),
        totalValueEur: Math.max(totalValueFrom, g.int(5, 900) * 10_000),
        publishedAt: g.day(i),
        deadline: g.day(i - 30),
      }));
      return {
        context: `${tenders.length} ${businessSector} tenders.`,
        tenderIds: tenders.map((t) => t.id),
        tenders,
      };
    },
  }),
  defineProduction<{ tenderIds: string[] }>({
    name: "tedeuropa_getTendersByIds",
    verticals: ["company", "news"],
    description: "Full notices of EU public tenders by their TED ids (e.g. 123456-2026).",
    price: 2,
    params: {
      tenderIds: p.list("TED notice ids", { type: "string", pattern: "^\\d{1,8}-\\d{4}$" }, { maxItems: 50 }),
    },
    required: ["tenderIds"],
    output: {
      context: CTX,
      data: A(
        O({ id: S, title: S, description: S, buyer: S, cpvCode: S, totalValueEur: N, lots: I, url: S }),
      ),
    },
    sample: { tenderIds: ["482913-2026"] },
    run({ tenderIds }, g) {
      const data = tenderIds.map((id) => ({
        id,
        title: `Framework agreement ${id}`,
        description: "Supply and services under a multi-year framework agreement.",
        buyer: g.pick(["Ministry of the Interior", "Regional Health Agency", "City Council"]),
        cpvCode: g.pick(["72000000", "45000000", "33100000", "60100000"]),
        totalValueEur: g.int(5, 900) * 10_000,
        lots: g.int(1, 6),
        url: `https://ted.europa.eu/en/notice/-/detail/${id}`,
      }));
      return { context: `${data.length} tender notices.`, data };
    },
  }),
  defineProduction<{ limit: number }>({
    name: "fred_getFranceConstructionPermitIssuedGrowthRate",
    verticals: ["company", "insurance"],
    description:
      "France: building permits issued, growth rate against the same period a year earlier (FRED).",
    price: 1,
    params: { limit: p.limit(120, 12) },
    required: [],
    output: {
      context: CTX,
      franceConstructionPermitIssuedGrowthRateSamePeriodPreviousYear: A(O({ date: S, value: N })),
    },
    sample: { limit: 6 },
    run({ limit }, g) {
      const series = Array.from({ length: limit }, (_, i) => ({
        date: `${2026 - Math.floor((i + 2) / 12)}-${String(((((10 - i) % 12) + 12) % 12) + 1).padStart(2, "0")}-01`,
        value: g.num(-25, 15),
      }));
      return {
        context: `Latest: ${series[0]?.value ?? 0}% (${series[0]?.date ?? ""}).`,
        franceConstructionPermitIssuedGrowthRateSamePeriodPreviousYear: series,
      };
    },
  }),
  defineProduction<{ limit: number }>({
    name: "fred_getFranceLongTermInterestRate",
    verticals: ["company", "insurance"],
    description: "France: 10-year government bond yield, percent per annum, monthly (FRED).",
    price: 1,
    params: { limit: p.limit(120, 12) },
    required: [],
    output: { context: CTX, franceLongTermInterestRatesPercentPerAnnum: A(O({ date: S, value: N })) },
    sample: { limit: 6 },
    run({ limit }, g) {
      const values = g.walk(limit, 3.2, 3, 2);
      const series = values.map((value, i) => ({
        date: `${2026 - Math.floor((i + 2) / 12)}-${String(((((10 - i) % 12) + 12) % 12) + 1).padStart(2, "0")}-01`,
        value,
      }));
      return {
        context: `Latest: ${series[0]?.value ?? 0}% (${series[0]?.date ?? ""}).`,
        franceLongTermInterestRatesPercentPerAnnum: series,
      };
    },
  }),
];

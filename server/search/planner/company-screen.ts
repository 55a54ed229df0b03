import type { JsonObject } from "../types.ts";
import type { CommonEntities } from "./common-entities.ts";
import { sectorMentions } from "./company-entities.ts";
import { companyDetailSteps } from "./company-details.ts";
import { ref, type Draft, type DraftBuilder } from "./draft.ts";

const SCREEN_WORDS =
  /\b(top|largest|biggest|smallest|companies|screen|rank|ranking|list|most|employees|founded|revenue over)\b/i;

export function wantsCompanyScreen(query: string): boolean {
  return SCREEN_WORDS.test(query);
}

const toNumber = (digits: string) => Number(digits.replace(/,/g, ""));

function criteria(query: string): JsonObject {
  const out: JsonObject = {};
  const more = /\b(?:more than|over|at least|above)\s+([\d,]+)\s+(?:employees|people|staff)\b/i.exec(query);
  const fewer =
    /\b(?:fewer than|under|less than|below|at most)\s+([\d,]+)\s+(?:employees|people|staff)\b/i.exec(query);
  if (more?.[1] || fewer?.[1]) {
    out.employees = {
      ...(more?.[1] ? { min: toNumber(more[1]) } : {}),
      ...(fewer?.[1] ? { max: toNumber(fewer[1]) } : {}),
    };
  }
  const after = /\bfounded\s+(?:after|since|from)\s+(\d{4})\b/i.exec(query);
  const before = /\bfounded\s+(?:before|until|by)\s+(\d{4})\b/i.exec(query);
  if (after?.[1] || before?.[1]) {
    out.foundedYear = {
      ...(after?.[1] ? { min: Number(after[1]) } : {}),
      ...(before?.[1] ? { max: Number(before[1]) } : {}),
    };
  }
  const revenue =
    /\brevenues?\s+(?:over|above|of at least|more than|exceeding)\s+\$\s?(\d+(?:\.\d+)?)\s*(billion|million|b|m)?\b/i.exec(
      query,
    );
  if (revenue?.[1]) {
    const unit = (revenue[2] ?? "").toLowerCase();
    out.minRevenueUsd = Number(revenue[1]) * (unit.startsWith("b") ? 1e9 : unit.startsWith("m") ? 1e6 : 1);
  }
  return out;
}

function sortBy(query: string): string {
  if (
    /\b(employees|headcount|staff|workforce)\b/i.test(query) &&
    /\b(most|largest|biggest|top)\b/i.test(query)
  )
    return "employees";
  if (/\balphabetical|by name\b/i.test(query)) return "name";
  return "revenue";
}

/** "the largest energy company" wants one company and then its details; "top 5 energy companies" wants a table. */
export function planCompanyScreen(b: DraftBuilder, query: string, e: CommonEntities): Draft {
  const sectors = sectorMentions(query);
  const single = /\bthe\s+(?:largest|biggest|top|smallest)\b(?:\s+\w+){0,3}?\s+company\b/i.test(query);
  const sort = sortBy(query);
  const params: JsonObject = {
    ...(sectors.length > 0 ? { sectors } : {}),
    ...criteria(query),
    sortBy: sort,
    limit: single ? 1 : (e.count ?? 10),
  };
  const screen = b.add(
    "fmp_screenCompanies",
    params,
    `Screen companies${sectors.length > 0 ? ` in ${sectors.join(", ")}` : ""} by ${sort}.`,
  );
  if (single) companyDetailSteps(b, ref(screen, "companies.0.ticker"), "the top company", query, e);
  return b.done(
    single
      ? "The query asks about the top company of a screen; it is found first."
      : "The query asks for a list of companies.",
  );
}

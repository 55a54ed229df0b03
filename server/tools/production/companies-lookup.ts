// How every company tool turns what a caller typed into a known company, or a clear error listing
// the ones it knows; and the synthetic people they report as officers and contacts.
import { findPublicCompany, publicCompanies, type PublicCompany } from "./entities.ts";
import { unknownEntity, type Gen } from "./define.ts";

export function company(text: string): PublicCompany {
  const found = findPublicCompany(text);
  if (found === undefined)
    throw unknownEntity(
      "company",
      text,
      publicCompanies().map((c) => `${c.name.replace(/,? Inc\.$/, "")} (${c.ticker})`),
    );
  return found;
}

export function byTicker(ticker: string): PublicCompany {
  const found = publicCompanies().find((c) => c.ticker === ticker.trim().toUpperCase().replace(/^\$/, ""));
  if (found === undefined)
    throw unknownEntity(
      "ticker",
      ticker,
      publicCompanies().map((c) => c.ticker),
    );
  return found;
}

const FIRST = ["Alex", "Sam", "Jordan", "Taylor", "Morgan", "Casey", "Riley", "Jamie", "Avery", "Quinn"];
const LAST = ["Martin", "Chen", "Garcia", "Okafor", "Novak", "Schmidt", "Rossi", "Dubois", "Kim", "Silva"];
export const person = (g: Gen) => `${g.pick(FIRST)} ${g.pick(LAST)}`;

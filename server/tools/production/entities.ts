/**
 * Real public entities the production-shaped tools answer about: names and identifiers are public
 * facts (tickers, SEC CIKs, CUSIPs, SIRENs, IATA codes, coordinates, repositories); every figure
 * attached to them elsewhere is synthetic. Tables are pipe-separated text, parsed on first use.
 * One file per kind of entity; this module gathers them so callers keep a single import.
 */
export {
  euCountries,
  findPublicCompany,
  frenchCompanies,
  industries,
  publicCompanies,
  tenderSectors,
  usIsin,
  type FrenchCompany,
  type PublicCompany,
} from "./entities-companies.ts";
export {
  defiChains,
  defiProtocols,
  ensNames,
  marketSectors,
  narratives,
  ordinalsCollections,
  runes,
  stablecoins,
  tokenTerminalProjects,
} from "./entities-crypto.ts";
export { airlines, airports, cities, findCity, type Airport, type City } from "./entities-places.ts";
export { cves, knownIps, repositories, type Repository } from "./entities-tech.ts";

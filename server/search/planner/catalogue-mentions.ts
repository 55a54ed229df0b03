import {
  airlines,
  cities,
  defiChains,
  defiProtocols,
  frenchCompanies,
  ordinalsCollections,
  publicCompanies,
  repositories,
  tokenTerminalProjects,
  type City,
  type PublicCompany,
} from "../../tools/production/entities.ts";

/** Entities of the production-shaped catalogue named in a question (see tools/production/entities.ts). */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const word = (w: string, flags = "i") => new RegExp(`(?<![\\w-])${escape(w)}(?![\\w-])`, flags);

const COMPANY_ALIASES: Record<string, string[]> = {
  GOOGL: ["google", "alphabet"],
  META: ["meta", "facebook"],
  JPM: ["jpmorgan", "jp morgan"],
  JNJ: ["johnson & johnson", "j&j"],
  AMZN: ["amazon"],
};

function aliases(c: PublicCompany): string[] {
  const first = c.name.split(/[ ,.]/)[0]?.toLowerCase() ?? "";
  return COMPANY_ALIASES[c.ticker] ?? [first];
}

/** A listed company by alias ("Apple", "Google") or by its ticker in capitals ("AAPL", "$MSFT"). */
export function publicCompanyMention(text: string): PublicCompany | undefined {
  return publicCompanies().find(
    (c) =>
      aliases(c).some((a) => word(a).test(text)) || new RegExp(`(?<![\\w])\\$?${c.ticker}\\b`).test(text),
  );
}

export function frenchCompanyMention(text: string) {
  const siren = /\b\d{9}\b/.exec(text)?.[0];
  return frenchCompanies().find(
    (c) => c.siren === siren || word(c.name.split(" ")[0] ?? c.name).test(text) || word(c.name).test(text),
  );
}

export function cityMention(text: string): City | undefined {
  return cities().find((c) => word(c.name).test(text));
}

export function protocolMention(text: string): string | undefined {
  const spoken: Record<string, string> = {
    maker: "makerdao",
    curve: "curve-dex",
    compound: "compound-finance",
  };
  return (
    defiProtocols.find((p) => word(p).test(text)) ??
    Object.entries(spoken).find(([w]) => word(w).test(text))?.[1]
  );
}

export function defiChainMention(text: string): string | undefined {
  return defiChains.find((c) => word(c).test(text));
}

export function projectMention(text: string): string | undefined {
  const spoken: Record<string, string> = { lido: "lido-finance" };
  return (
    tokenTerminalProjects.find((p) => word(p).test(text)) ??
    Object.entries(spoken).find(([w]) => word(w).test(text))?.[1]
  );
}

export function ensMention(text: string): string | undefined {
  // Any .eth name is planned; the tool itself says which names the sandbox knows.
  return /\b[a-z0-9-]+\.eth\b/i.exec(text)?.[0]?.toLowerCase();
}

export const evmAddressIn = (text: string) => /\b0x[0-9a-fA-F]{40}\b/.exec(text)?.[0];
export const btcAddressIn = (text: string) =>
  /\b(bc1[a-z0-9]{25,62}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})\b/.exec(text)?.[0];
export const ipIn = (text: string) => /\b(?:\d{1,3}\.){3}\d{1,3}\b/.exec(text)?.[0];
export const cveIn = (text: string) => /\bCVE-\d{4}-\d{4,7}\b/i.exec(text)?.[0]?.toUpperCase();
export const urlsIn = (text: string) =>
  [...text.matchAll(/\bhttps?:\/\/[^\s"'<>]+/gi)].map((m) => m[0].replace(/[.,;:!?)]+$/, ""));

export function flightIn(text: string): string | undefined {
  const match = /\b([A-Z0-9]{2})\s?(\d{1,4})\b/.exec(text);
  return match && airlines().has(match[1] ?? "") ? `${match[1]}${match[2]}` : undefined;
}

export function repositoryMentions(text: string): string[] {
  return repositories()
    .filter((r) => word(r.fullName).test(text))
    .map((r) => r.fullName);
}

export function languageMention(text: string): string | undefined {
  const languages = [...new Set(repositories().map((r) => r.language.toLowerCase()))];
  return languages.find((l) => word(l).test(text) || (l === "javascript" && /\bjs\b/i.test(text)));
}

export function collectionMention(text: string) {
  return ordinalsCollections().find((c) => word(c.name).test(text) || word(c.symbol).test(text));
}

/** "last 7 days", "past 2 weeks", "this month" → days; null when none is said. */
export function daysIn(text: string): number | null {
  const m = /\b(?:last|past|over)\s+(\d{1,3})\s+(day|week|month)s?\b/i.exec(text);
  if (m)
    return Number(m[1]) * (m[2]?.toLowerCase() === "week" ? 7 : m[2]?.toLowerCase() === "month" ? 30 : 1);
  if (/\b(this|last|past)\s+week\b/i.test(text)) return 7;
  if (/\b(this|last|past)\s+month\b/i.test(text)) return 30;
  if (/\b(this|last|past)\s+year\b/i.test(text)) return 365;
  return null;
}

/** The words after "about"/"on"/"for", up to the end or a stop word: what a search is for. */
export function topicOf(text: string, after: RegExp): string {
  const m = new RegExp(
    `${after.source}\\s+(.+?)(?:\\s+(?:in|from|since|over|during|published|this|last)\\b.*)?[?.!]*$`,
    "i",
  ).exec(text);
  return (m?.[1] ?? text).replace(/^(the|a|an)\s+/i, "").trim();
}

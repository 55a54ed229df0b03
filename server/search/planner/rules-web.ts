import {
  cityMention,
  cveIn,
  daysIn,
  flightIn,
  ipIn,
  publicCompanyMention,
  topicOf,
  urlsIn,
} from "./catalogue-mentions.ts";
import type { CatalogueRule } from "./catalogue-rule.ts";
import { DraftBuilder, ref, type Draft } from "./draft.ts";
import { count as topN, oneStep } from "./rule-steps.ts";

/** The web tools take at most 20 results. */
const count = (q: string, fallback: number) => topN(q, fallback, 20);

const MEDICAL =
  /\b(mrna|outbreaks?|measles|malaria|epidemic\w*|virus\w*|medical|medicine|clinical|disease|cancer|diabet\w*|vaccines?|drugs?|patients?|health|protein\w*|genom\w*|alzheimer\w*|covid\w*|therap\w*|trials?|biomedical|antibiotic\w*|obesity|glp-1|pharma\w*)\b/i;
const DATE = /\b(\d{4}-\d{2}-\d{2})\b/;

/** city → coordinates → the weather tool that takes coordinates. */
function coordinatesThen(city: string, country: string, tool: string, extra: Record<string, string>): Draft {
  const b = new DraftBuilder();
  const s = b.add(
    "openweather_getLocationCoordinates",
    { cityName: city, countryCode: country },
    `Find ${city}'s coordinates.`,
  );
  b.add(
    tool,
    { latitude: ref(s, "locations.0.latitude"), longitude: ref(s, "locations.0.longitude"), ...extra },
    `Ask ${tool} at those coordinates.`,
  );
  return b.done(`${city}: city → coordinates → ${tool}.`);
}

/** Asked before the company rules: a drug maker's patents and health news belong to medical. */
export const MEDICAL_RULES: CatalogueRule[] = [
  {
    home: "medical",
    plan: (q) => {
      const city = cityMention(q);
      return city && /\bair quality|\bpollution|\baqi\b|\bsmog\b|\bpm2\.?5\b/i.test(q)
        ? coordinatesThen(city.name, city.country, "openweather_getAirQuality", {})
        : null;
    },
  },
  {
    home: "medical",
    plan: (q) => {
      if (!/\bpatents?\b/i.test(q)) return null;
      const c = publicCompanyMention(q);
      const pharma = c !== undefined && /pharma|biotech/i.test(c.industry);
      if (!pharma && !MEDICAL.test(q)) return null;
      const topic = topicOf(q, /\b(?:on|about|for|covering)/);
      return oneStep(
        "patentsview_searchPatents",
        c ? { companyName: c.name, limit: 10 } : { query: topic, limit: 10 },
        c ? `${c.name}'s patents.` : `Patents about ${topic}.`,
      );
    },
  },
  {
    home: "medical",
    plan: (q) =>
      MEDICAL.test(q) &&
      /\b(news|headlines?|latest|announce\w*|press|outbreaks?)\b/i.test(q) &&
      !/\b(papers?|preprints?|studies|research|arxiv)\b/i.test(q)
        ? oneStep(
            "websearch_newsSearch",
            {
              query: q
                .replace(/\b(latest|news|headlines?)\b/gi, " ")
                .replace(/\s+/g, " ")
                .replace(/^(about|on|the)\s+/i, "")
                .trim(),
              numResults: 5,
            },
            "Recent medical news.",
          )
        : null,
  },
];

export const WEB_RULES: CatalogueRule[] = [
  {
    home: "cybersec",
    plan: (q) => {
      const ip = ipIn(q);
      if (ip === undefined) return null;
      const b = new DraftBuilder();
      const ports = /\b(ports?|services?|vulnerab\w*|cves?|exposed|scan|open)\b/i.test(q);
      const abuse =
        /\b(malicious|abus\w*|reputation|safe|spam|tor|blacklist\w*|isp|who owns|owner|attack\w*)\b/i.test(
          q,
        ) || !ports;
      if (abuse) b.add("abusedb_checkMaliciousIp", { ip }, `Check ${ip}'s abuse reputation.`);
      if (ports) b.add("shodan_scanOpenPorts", { ip }, `Scan ${ip}'s open ports and known vulnerabilities.`);
      return b.done(
        `${ip}: ${abuse ? "reputation" : ""}${abuse && ports ? " and " : ""}${ports ? "exposure" : ""}.`,
      );
    },
  },
  {
    home: "cybersec",
    plan: (q) => {
      const cve = cveIn(q);
      return cve
        ? oneStep(
            /\b(news|latest|exploited)\b/i.test(q) ? "websearch_newsSearch" : "websearch_webSearch",
            { query: cve, numResults: 5 },
            `What is published about ${cve}.`,
          )
        : null;
    },
  },
  {
    home: "insurance",
    plan: (q) => {
      const flight = flightIn(q);
      if (flight === undefined) return null;
      const date = DATE.exec(q)?.[1];
      const tool = /\bdelay\w*|\blate\b|\bon time\b/i.test(q)
        ? "aviationstack_checkFlightDelays"
        : "aviationstack_getFlightStatus";
      return oneStep(
        tool,
        { flightIdentifier: flight, ...(date ? { flightDate: date } : {}) },
        `Flight ${flight}.`,
      );
    },
  },
  {
    home: "insurance",
    plan: (q) => {
      if (!/\bairports?\b/i.test(q)) return null;
      const city = cityMention(q);
      return oneStep(
        "aviationstack_searchAirports",
        { query: city?.name ?? topicOf(q, /\b(?:in|near|of|called|named)/) },
        "Airports matching.",
      );
    },
  },
  {
    home: "insurance",
    plan: (q) => {
      const city = cityMention(q);
      if (city === undefined) return null;
      if (/\bair quality|\bpollution|\baqi\b|\bsmog\b|\bpm2\.?5\b/i.test(q))
        return coordinatesThen(city.name, city.country, "openweather_getAirQuality", {});
      if (
        !/\b(weather|temperature|rain\w*|forecast|sunny|snow\w*|wind\w*|humidity|storm\w*|hot|cold|sunrise|sunset)\b/i.test(
          q,
        )
      )
        return null;
      const date = DATE.exec(q)?.[1];
      if (date && /\bat\b|\btime\b|T\d\d:/.test(q))
        return coordinatesThen(city.name, city.country, "openweather_getHistoricalWeather", {
          time: `${date}T12:00:00Z`,
        });
      if (date) return coordinatesThen(city.name, city.country, "openweather_getDaySummary", { date });
      if (/\b(forecast|tomorrow|next|coming|week(end)?)\b/i.test(q))
        return oneStep(
          "openweather_getWeatherForecast",
          { location: city.name, days: Math.min(daysIn(q) ?? 5, 16) },
          `${city.name}'s forecast.`,
        );
      return oneStep(
        "openweather_getCurrentWeather",
        { location: city.name },
        `${city.name}'s current weather.`,
      );
    },
  },
  {
    home: "insurance",
    plan: (q) => {
      const city = cityMention(q);
      return city && /\b(coordinates|latitude|longitude|lat\/?lon)\b/i.test(q)
        ? oneStep(
            "openweather_getLocationCoordinates",
            { cityName: city.name, countryCode: city.country },
            `${city.name}'s coordinates.`,
          )
        : null;
    },
  },
  {
    home: "news",
    plan: (q) => {
      const urls = urlsIn(q);
      return urls.length > 0 &&
        /\b(scrape|read|fetch|summari[sz]e|content|text|what does|page)\b/i.test(q) &&
        !/@/.test(q)
        ? oneStep("firecrawl_scrape", { urls }, "Fetch the pages' text.")
        : null;
    },
  },
  {
    home: "medical",
    plan: (q) => {
      if (!/\b(papers?|preprints?|studies|study|research|arxiv|publications?|literature)\b/i.test(q))
        return null;
      const topic = topicOf(q, /\b(?:on|about|regarding|into|for)/);
      if (topic === q && !/\barxiv\b/i.test(q)) return null;
      const categories = MEDICAL.test(q) ? ["q-bio"] : undefined;
      return oneStep(
        "arxiv_searchPapers",
        {
          query: topic,
          limit: count(q, 10),
          sortBy: /\b(latest|recent|new)\b/i.test(q) ? "submittedDate" : "relevance",
          sortOrder: "descending",
          ...(categories ? { categories } : {}),
        },
        `Preprints about ${topic}.`,
      );
    },
  },
  {
    home: "news",
    plan: (q) => {
      if (!/\b(news|headlines?|latest on|what happened|announce\w*|press)\b/i.test(q)) return null;
      const topic = topicOf(q, /\b(?:on|about|regarding|for|from)/);
      return oneStep(
        "websearch_newsSearch",
        {
          query: topic === q ? q.replace(/\b(news|latest|headlines?)\b/gi, "").trim() : topic,
          numResults: count(q, 5),
        },
        "Recent news articles.",
      );
    },
  },
  {
    home: "news",
    plan: (q) => {
      const m =
        /\b(?:search the web|web search|look up online|google|find (?:web )?pages?)\s+(?:for|about)?\s*(.+?)[?.!]*$/i.exec(
          q,
        );
      if (!m?.[1]) return null;
      const keys = /\bwith (?:their |its )?([\w ,]+?)(?: for each)?$/i.exec(m[1]);
      return keys
        ? oneStep(
            "websearch_structuredWebSearch",
            {
              query: m[1].replace(keys[0], "").trim(),
              outputKeys: (keys[1] ?? "")
                .split(/,|\band\b/)
                .map((k) => k.trim())
                .filter(Boolean),
              numResults: 5,
            },
            "Web results with the fields asked for.",
          )
        : oneStep("websearch_webSearch", { query: m[1], numResults: count(q, 5) }, "Web pages about it.");
    },
  },
  {
    home: "medical",
    plan: (q) => {
      const c = publicCompanyMention(q);
      return c && MEDICAL.test(q) && /\b(pipeline|trials?|approval|fda|drugs?|vaccines?)\b/i.test(q)
        ? oneStep(
            "websearch_newsSearch",
            {
              query:
                `${c.name} ${q.match(/\b(pipeline|trials?|approval|fda|drugs?|vaccines?)\b/i)?.[0] ?? ""}`.trim(),
              numResults: 5,
            },
            `News on ${c.name}'s drugs.`,
          )
        : null;
    },
  },
];

import { ToolRunError } from "../types.ts";
import { airlines, airports, cities, cves, findCity, knownIps, repositories } from "./entities.ts";
import {
  A,
  B,
  CTX,
  I,
  N,
  O,
  S,
  capitalize,
  defineProduction,
  nullable,
  p,
  unknownEntity,
  type Gen,
} from "./define.ts";

const IPV4 = p.str("An IPv4 address, e.g. 8.8.8.8", {
  pattern:
    "^(25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.(25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.(25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.(25[0-5]|2[0-4]\\d|1?\\d?\\d)$",
});
const FLIGHT = p.str("Flight IATA code: airline code + number, e.g. AF1234", {
  pattern: "^[A-Z0-9]{2}\\d{1,4}$",
});
const NEWS_SITES = [
  "reuters.com",
  "apnews.com",
  "bbc.com",
  "theguardian.com",
  "ft.com",
  "lemonde.fr",
  "techcrunch.com",
];
const HOSTS = ["OVH SAS", "Hetzner Online GmbH", "DigitalOcean, LLC", "Amazon.com, Inc.", "Linode, LLC"];

function isPrivate(ip: string): boolean {
  return /^(10\.|127\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(ip);
}

function city(text: string) {
  const found = findCity(text);
  if (found === undefined)
    throw unknownEntity(
      "city",
      text,
      cities().map((c) => c.name),
    );
  return found;
}

function nearestCity(lat: number, lon: number) {
  const found = cities().find((c) => Math.abs(c.lat - lat) < 1 && Math.abs(c.lon - lon) < 1);
  if (found === undefined)
    throw new ToolRunError(
      `No city within one degree of ${lat}, ${lon} in the sandbox data; use openweather_getLocationCoordinates with one of: ${cities()
        .map((c) => c.name)
        .join(", ")}.`,
    );
  return found;
}

function flight(identifier: string) {
  const code = identifier.slice(0, 2);
  const airline = airlines().get(code);
  if (airline === undefined) throw unknownEntity("airline code", code, [...airlines().keys()]);
  return { airline, number: identifier.slice(2) };
}

function weather(g: Gen, lat: number) {
  const base = 25 - Math.abs(lat) / 3;
  return {
    temp: g.num(base - 8, base + 6, 1),
    humidity: g.int(30, 95),
    description: g.pick(["clear sky", "few clouds", "light rain", "overcast clouds", "broken clouds"]),
  };
}

const RESULT = O({ title: S, url: S, snippet: S, publishedDate: nullable(S) });

function webResults(g: Gen, query: string, n: number, news: boolean) {
  return Array.from({ length: n }, (_, i) => {
    const site = g.pick(NEWS_SITES);
    const slug = query
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .slice(0, 50);
    return {
      title: `${capitalize(query)}: ${g.pick(["what we know", "the latest", "analysis", "explained", "key figures"])}`,
      url: `https://www.${site}/${news ? "news" : "article"}/${slug}-${g.hex(3)}`,
      snippet: `${capitalize(query)}, reported by ${site}.`,
      publishedDate: news || g.next() < 0.5 ? g.day(i) : null,
    };
  });
}

const AIRPORT = O({ airport: S, iata: S, scheduled: S, estimated: S, delay: nullable(I) });

export const webTools = [
  defineProduction<{ ip: string }>({
    name: "abusedb_checkMaliciousIp",
    verticals: ["cybersec"],
    description: "Abuse reputation of an IPv4 address: abuse confidence, ISP, domain, Tor exit, reports.",
    price: 1,
    params: { ip: IPV4 },
    required: ["ip"],
    output: { context: CTX, domain: S, hostnames: A(S), isPublic: B, isTor: B, isp: S },
    sample: { ip: "8.8.8.8" },
    run({ ip }, g) {
      const known = knownIps.get(ip);
      const isp = known?.isp ?? g.pick(HOSTS);
      const abuseConfidenceScore = known ? 0 : g.int(0, 100);
      return {
        context: `${ip} (${isp}): abuse confidence ${abuseConfidenceScore}%, ${known ? 0 : g.int(0, 400)} reports.`,
        domain: known?.domain ?? `${isp.split(/[ ,]/)[0]?.toLowerCase() ?? "host"}.net`,
        hostnames: known?.hostnames ?? [],
        isPublic: !isPrivate(ip),
        isTor: !known && g.next() < 0.1,
        isp,
      };
    },
  }),
  defineProduction<{ ip: string }>({
    name: "shodan_scanOpenPorts",
    verticals: ["cybersec"],
    description: "Open ports, services (CPE), tags and known vulnerabilities (CVE ids) of an IPv4 host.",
    price: 2,
    params: { ip: IPV4 },
    required: ["ip"],
    output: { context: CTX, cpes: A(S), ip: S, ports: A(I), tags: A(S), vulns: A(S) },
    sample: { ip: "1.1.1.1" },
    run({ ip }, g) {
      if (isPrivate(ip)) throw new ToolRunError(`${ip} is a private address; only public hosts are scanned.`);
      const ports = g
        .sample([22, 53, 80, 443, 8080, 3306, 5432, 6379, 8443], g.int(1, 4))
        .sort((a, b) => a - b);
      const vulns = knownIps.has(ip) ? [] : g.sample(cves, g.int(0, 2));
      return {
        context: `${ip}: ports ${ports.join(", ")}; ${vulns.length} known vulnerabilities.`,
        cpes: g.sample(
          [
            "cpe:/a:openbsd:openssh:8.9",
            "cpe:/a:nginx:nginx:1.24",
            "cpe:/a:apache:http_server:2.4.57",
            "cpe:/a:isc:bind",
          ],
          2,
        ),
        ip,
        ports,
        tags: knownIps.has(ip) ? ["cdn"] : g.sample(["cloud", "vpn", "self-signed", "database"], 1),
        vulns,
      };
    },
  }),
  defineProduction<{
    categories?: string[];
    dateFrom?: string;
    limit: number;
    query: string;
    sortBy: string;
    sortOrder: string;
  }>({
    name: "arxiv_searchPapers",
    verticals: ["medical", "news"],
    description: "Search arXiv preprints by words, categories (e.g. q-bio.GN, cs.LG) and date.",
    price: 1,
    params: {
      categories: p.list("arXiv categories, e.g. cs.LG"),
      dateFrom: p.date("Submitted on or after (YYYY-MM-DD)"),
      limit: p.limit(50, 10),
      query: p.str("Words to search", { minLength: 1 }),
      sortBy: p.str("Order", {
        enum: ["relevance", "submittedDate", "lastUpdatedDate"],
        default: "relevance",
      }),
      sortOrder: p.str("Direction", { enum: ["ascending", "descending"], default: "descending" }),
    },
    required: ["query"],
    output: {
      context: CTX,
      papers: A(O({ id: S, title: S, authors: A(S), published: S, categories: A(S), url: S })),
      totalResults: I,
    },
    sample: {
      query: "protein folding",
      categories: ["q-bio.BM"],
      limit: 3,
      sortBy: "submittedDate",
      sortOrder: "descending",
    },
    run({ categories, limit, query }, g) {
      const papers = Array.from({ length: limit }, (_, i) => {
        const id = `2${g.int(401, 611)}.${String(g.int(1, 29999)).padStart(5, "0")}`;
        return {
          id,
          title: `${capitalize(g.pick(["towards", "scaling", "revisiting", "learning"]))} ${query}: ${g.pick(["a benchmark", "new methods", "evidence from large cohorts", "theory and practice"])}`,
          authors: [
            `${g.pick(["A.", "M.", "J.", "L."])} ${g.pick(["Chen", "Novak", "Garcia", "Okafor", "Dubois"])}`,
            `${g.pick(["K.", "S.", "R."])} ${g.pick(["Kim", "Rossi", "Silva"])}`,
          ],
          published: g.day(i * 5 + g.int(0, 4)),
          categories: categories ?? [g.pick(["cs.LG", "q-bio.BM", "stat.ML", "physics.med-ph"])],
          url: `https://arxiv.org/abs/${id}`,
        };
      });
      return { context: `${papers.length} papers on "${query}".`, papers, totalResults: g.int(limit, 3000) };
    },
  }),
  defineProduction<{ flightDate?: string; flightIdentifier: string }>({
    name: "aviationstack_checkFlightDelays",
    verticals: ["insurance"],
    description: "Whether a flight (e.g. AF1234) on a date is delayed, and by how many minutes.",
    price: 1,
    params: { flightDate: p.date("Flight date (YYYY-MM-DD)"), flightIdentifier: FLIGHT },
    required: ["flightIdentifier"],
    output: {
      arrivalDelay: nullable(I),
      context: CTX,
      flightIata: S,
      flightNumber: S,
      flightStatus: S,
      isDelayed: B,
    },
    sample: { flightDate: "2026-11-20", flightIdentifier: "AF1234" },
    run({ flightIdentifier }, g) {
      const f = flight(flightIdentifier);
      const delay = g.next() < 0.35 ? g.int(15, 240) : 0;
      return {
        arrivalDelay: delay,
        context: `${f.airline} ${flightIdentifier} is ${delay > 0 ? `delayed by ${delay} minutes` : "on time"}.`,
        flightIata: flightIdentifier,
        flightNumber: f.number,
        flightStatus: g.pick(["scheduled", "active", "landed"]),
        isDelayed: delay > 0,
      };
    },
  }),
  defineProduction<{ flightDate?: string; flightIdentifier: string }>({
    name: "aviationstack_getFlightStatus",
    verticals: ["insurance"],
    description: "A flight's status: departure and arrival airports, times and delays, aircraft.",
    price: 1,
    params: { flightDate: p.date("Flight date (YYYY-MM-DD)"), flightIdentifier: FLIGHT },
    required: ["flightIdentifier"],
    output: {
      aircraft: O({ registration: S, iata: S }),
      arrival: AIRPORT,
      context: CTX,
      departure: AIRPORT,
      flightDate: S,
      isDelayed: B,
    },
    sample: { flightDate: "2026-11-20", flightIdentifier: "BA117" },
    run({ flightDate, flightIdentifier }, g) {
      const f = flight(flightIdentifier);
      const [from, to] = g.sample(airports(), 2);
      const date = flightDate ?? g.day(0);
      const delay = g.next() < 0.35 ? g.int(15, 240) : null;
      const at = (h: number) =>
        `${date}T${String(h).padStart(2, "0")}:${String(g.int(0, 5) * 10).padStart(2, "0")}:00+00:00`;
      const dep = g.int(5, 15);
      const leg = (a: typeof from, h: number) => ({
        airport: a?.name ?? "",
        iata: a?.iata ?? "",
        scheduled: at(h),
        estimated: at(h),
        delay,
      });
      return {
        aircraft: {
          registration: `F-${g.pick(["GK", "HB", "GS"])}${String.fromCharCode(65 + g.int(0, 25))}${String.fromCharCode(65 + g.int(0, 25))}`,
          iata: g.pick(["A320", "A359", "B77W", "B789"]),
        },
        arrival: leg(to, dep + g.int(1, 8)),
        context: `${f.airline} ${flightIdentifier} ${from?.iata ?? ""} → ${to?.iata ?? ""} on ${date}${delay ? `, delayed ${delay} min` : ""}.`,
        departure: leg(from, dep),
        flightDate: date,
        isDelayed: delay !== null,
      };
    },
  }),
  defineProduction<{ query: string }>({
    name: "aviationstack_searchAirports",
    verticals: ["insurance"],
    description: "Airports by name, city or IATA code.",
    price: 1,
    params: { query: p.str("Airport name, city or IATA code", { minLength: 2 }) },
    required: ["query"],
    output: { airports: A(O({ iata: S, name: S, city: S, country: S })), context: CTX, totalResults: I },
    sample: { query: "Paris" },
    run({ query }) {
      const q = query.trim().toLowerCase();
      const found = airports().filter(
        (a) =>
          a.iata.toLowerCase() === q || a.city.toLowerCase().includes(q) || a.name.toLowerCase().includes(q),
      );
      if (found.length === 0)
        throw unknownEntity(
          "airport",
          query,
          airports().map((a) => `${a.iata} (${a.city})`),
        );
      return {
        airports: found,
        context: `${found.map((a) => `${a.iata} ${a.name}`).join("; ")}.`,
        totalResults: found.length,
      };
    },
  }),
  defineProduction<{ urls: string[] }>({
    name: "firecrawl_scrape",
    verticals: ["news"],
    description: "Fetch web pages and return their main text as markdown.",
    price: 2,
    params: {
      urls: p.list("Page URLs", { type: "string", format: "uri", pattern: "^https?://" }, { maxItems: 10 }),
    },
    required: ["urls"],
    output: { context: CTX, results: A(O({ url: S, title: S, markdown: S, statusCode: I })) },
    sample: { urls: ["https://www.example.com/"] },
    run({ urls }, g) {
      const results = urls.map((url) => {
        const host = url.replace(/^https?:\/\//, "").split("/")[0] ?? url;
        return {
          url,
          title: `${host} — home`,
          markdown: `# ${host}\n\n${g.pick(["Welcome.", "Latest updates.", "About us."])} (sandbox copy of the page)`,
          statusCode: 200,
        };
      });
      return { context: `${results.length} pages scraped.`, results };
    },
  }),
  ...(["newsSearch", "structuredWebSearch", "webSearch"] as const).map((op) =>
    defineProduction<{ numResults: number; outputKeys?: string[]; query: string }>({
      name: `websearch_${op}`,
      verticals: ["news", "company", "medical", "cybersec", "adtech", "insurance", "crypto"],
      description: {
        newsSearch: "Recent news articles about a query: title, URL, snippet, date.",
        structuredWebSearch: "Web search that answers with the keys you name (outputKeys) for each result.",
        webSearch: "Web pages about a query: title, URL, snippet.",
      }[op],
      price: op === "structuredWebSearch" ? 3 : 1,
      params: {
        numResults: p.int("How many results", { minimum: 1, maximum: 20, default: 5 }),
        ...(op === "structuredWebSearch"
          ? { outputKeys: p.list("Keys each result should carry, e.g. price") }
          : {}),
        query: p.str("What to search", { minLength: 1 }),
      },
      required: op === "structuredWebSearch" ? ["query", "outputKeys"] : ["query"],
      output: {
        context: CTX,
        data: A(op === "structuredWebSearch" ? { type: "object", additionalProperties: true } : RESULT),
      },
      sample: {
        numResults: 3,
        query: "EU AI Act",
        ...(op === "structuredWebSearch" ? { outputKeys: ["title", "date"] } : {}),
      },
      run({ numResults, outputKeys, query }, g) {
        const results = webResults(g, query, numResults, op === "newsSearch");
        const data =
          op === "structuredWebSearch"
            ? results.map((r) =>
                Object.fromEntries(
                  (outputKeys ?? []).map((k) => [
                    k,
                    k === "url" ? r.url : k === "title" ? r.title : `${k} for ${query} (${r.url})`,
                  ]),
                ),
              )
            : results;
        return { context: `${data.length} results for "${query}".`, data };
      },
    }),
  ),
  defineProduction<{ logins: string[] }>({
    name: "github_findUserEmail",
    verticals: ["adtech", "company"],
    description: "Public commit emails of GitHub users, keyed by login (null when none is public).",
    price: 2,
    params: {
      logins: p.list("GitHub logins", { type: "string", pattern: "^[A-Za-z0-9-]{1,39}$" }, { maxItems: 50 }),
    },
    required: ["logins"],
    output: {},
    sample: { logins: ["BurntSushi", "charliermarsh"] },
    run({ logins }, g) {
      return Object.fromEntries(
        logins.map((login) => [
          login,
          g.next() < 0.8 ? `${login.toLowerCase()}@users.noreply.github.com` : null,
        ]),
      );
    },
  }),
  defineProduction<{ perRepositoryLimit: number; repositoryFullNames: string[] }>({
    name: "github_getTopContributors",
    verticals: ["adtech", "company"],
    description: "Top contributors of GitHub repositories (owner/name), with commit counts.",
    price: 2,
    params: {
      perRepositoryLimit: p.limit(30, 5),
      repositoryFullNames: p.list(
        "Repositories as owner/name",
        { type: "string", pattern: "^[\\w.-]+/[\\w.-]+$" },
        { maxItems: 20 },
      ),
    },
    required: ["repositoryFullNames"],
    output: {
      context: CTX,
      contributorLogins: A(S),
      repositoryContributors: { type: "object", additionalProperties: A(O({ login: S, contributions: I })) },
    },
    sample: { perRepositoryLimit: 3, repositoryFullNames: ["rust-lang/rust"] },
    run({ perRepositoryLimit, repositoryFullNames }, g) {
      const repositoryContributors: Record<string, Array<{ login: string; contributions: number }>> = {};
      for (const name of repositoryFullNames) {
        const repo = repositories().find((r) => r.fullName.toLowerCase() === name.toLowerCase());
        if (repo === undefined)
          throw unknownEntity(
            "repository",
            name,
            repositories().map((r) => r.fullName),
          );
        let n = g.int(2000, 20000);
        repositoryContributors[repo.fullName] = repo.contributors
          .slice(0, perRepositoryLimit)
          .map((login) => ({ login, contributions: (n = Math.round(n * g.num(0.3, 0.9))) }));
      }
      const contributorLogins = [
        ...new Set(
          Object.values(repositoryContributors)
            .flat()
            .map((c) => c.login),
        ),
      ];
      return {
        context: `${contributorLogins.length} contributors over ${repositoryFullNames.length} repositories.`,
        contributorLogins,
        repositoryContributors,
      };
    },
  }),
  defineProduction<{ limit: number; query: string; sort: string; trending?: boolean }>({
    name: "github_searchRepositories",
    verticals: ["adtech", "company", "cybersec"],
    description:
      "Search GitHub repositories by words or language (e.g. language:rust), optionally trending only.",
    price: 1,
    params: {
      limit: p.limit(50, 10),
      query: p.str("Words or language:<name>", { minLength: 1 }),
      sort: p.str("Order", { enum: ["stars", "forks", "updated"], default: "stars" }),
      trending: p.bool("Only repositories gaining stars this week", { default: false }),
    },
    required: ["query"],
    output: {
      context: CTX,
      incompleteResults: B,
      repositories: A(O({ fullName: S, description: S, language: S, stars: I, forks: I, url: S })),
      repositoryFullNames: A(S),
      totalCount: I,
    },
    sample: { limit: 3, query: "language:rust", sort: "stars", trending: true },
    run({ limit, query }, g) {
      const words = query
        .toLowerCase()
        .replace(/language:/g, "")
        .split(/\s+/)
        .filter(Boolean);
      const found = repositories()
        .filter((r) =>
          words.some(
            (w) =>
              r.language.toLowerCase() === w ||
              r.fullName.toLowerCase().includes(w) ||
              r.description.toLowerCase().includes(w),
          ),
        )
        .map((r) => ({
          fullName: r.fullName,
          description: r.description,
          language: r.language,
          stars: g.int(5000, 230000),
          forks: g.int(500, 60000),
          url: `https://github.com/${r.fullName}`,
        }))
        .sort((a, b) => b.stars - a.stars)
        .slice(0, limit);
      if (found.length === 0)
        throw unknownEntity(
          "repository matching",
          query,
          repositories().map((r) => r.fullName),
        );
      return {
        context: `${found.length} repositories for "${query}".`,
        incompleteResults: false,
        repositories: found,
        repositoryFullNames: found.map((r) => r.fullName),
        totalCount: found.length,
      };
    },
  }),
  defineProduction<{ latitude: number; longitude: number }>({
    name: "openweather_getAirQuality",
    verticals: ["insurance", "medical"],
    description: "Air quality at coordinates: AQI 1–5, its category and pollutant concentrations (µg/m³).",
    price: 1,
    params: { latitude: p.latitude(), longitude: p.longitude() },
    required: ["latitude", "longitude"],
    output: {
      aqi: I,
      aqiCategory: S,
      context: CTX,
      coordinates: O({ latitude: N, longitude: N }),
      pollutants: { type: "object", additionalProperties: N },
      timestamp: S,
    },
    sample: { latitude: 48.8566, longitude: 2.3522 },
    run({ latitude, longitude }, g) {
      const c = nearestCity(latitude, longitude);
      const aqi = g.int(1, 5);
      const aqiCategory = ["Good", "Fair", "Moderate", "Poor", "Very Poor"][aqi - 1] ?? "";
      return {
        aqi,
        aqiCategory,
        context: `Air quality in ${c.name}: ${aqiCategory} (AQI ${aqi}).`,
        coordinates: { latitude, longitude },
        pollutants: {
          co: g.num(150, 600),
          no2: g.num(2, 80),
          o3: g.num(10, 140),
          pm2_5: g.num(1, 60),
          pm10: g.num(2, 90),
        },
        timestamp: `${g.day(0)}T12:00:00Z`,
      };
    },
  }),
  defineProduction<{ location: string }>({
    name: "openweather_getCurrentWeather",
    verticals: ["insurance", "news"],
    description: "Current weather in a city: temperature range, conditions, sunrise and sunset.",
    price: 1,
    params: { location: p.str("City, optionally with country code, e.g. Paris,FR", { minLength: 1 }) },
    required: ["location"],
    output: { context: CTX, country: S, sunrise: S, sunset: S, tempMax: N, tempMin: N },
    sample: { location: "Paris" },
    run({ location }, g) {
      const c = city(location);
      const w = weather(g, c.lat);
      return {
        context: `${c.name}: ${w.temp} °C, ${w.description}.`,
        country: c.country,
        sunrise: `${g.day(0)}T0${g.int(5, 7)}:${g.int(10, 59)}:00Z`,
        sunset: `${g.day(0)}T1${g.int(6, 9)}:${g.int(10, 59)}:00Z`,
        tempMax: Number((w.temp + g.num(1, 5, 1)).toFixed(1)),
        tempMin: Number((w.temp - g.num(1, 5, 1)).toFixed(1)),
      };
    },
  }),
  defineProduction<{ date: string; latitude: number; longitude: number }>({
    name: "openweather_getDaySummary",
    verticals: ["insurance"],
    description: "A day's weather summary at coordinates: temperatures, humidity, wind, precipitation.",
    price: 1,
    params: { date: p.date("Day (YYYY-MM-DD)"), latitude: p.latitude(), longitude: p.longitude() },
    required: ["date", "latitude", "longitude"],
    output: {
      context: CTX,
      date: S,
      humidity: O({ afternoon: I }),
      latitude: N,
      units: S,
      wind: O({ max: O({ speed: N, direction: I }) }),
    },
    sample: { date: "2026-11-01", latitude: 51.5074, longitude: -0.1278 },
    run({ date, latitude, longitude }, g) {
      const c = nearestCity(latitude, longitude);
      const w = weather(g, latitude);
      return {
        context: `${c.name} on ${date}: ${w.temp} °C, ${w.description}.`,
        date,
        humidity: { afternoon: w.humidity },
        latitude,
        units: "metric",
        wind: { max: { speed: g.num(1, 20, 1), direction: g.int(0, 359) } },
      };
    },
  }),
  defineProduction<{ latitude: number; longitude: number; time: string }>({
    name: "openweather_getHistoricalWeather",
    verticals: ["insurance"],
    description: "Weather at coordinates at a past time: conditions, clouds, rain, sunrise and sunset.",
    price: 2,
    params: {
      latitude: p.latitude(),
      longitude: p.longitude(),
      time: p.str("Time, ISO 8601 (e.g. 2026-10-01T12:00:00Z)", { format: "date-time" }),
    },
    required: ["latitude", "longitude", "time"],
    output: { clouds: I, context: CTX, rain: N, sunrise: S, sunset: S, time: S, weather: S },
    sample: { latitude: 40.7128, longitude: -74.006, time: "2026-10-01T12:00:00Z" },
    run({ latitude, longitude, time }, g) {
      const c = nearestCity(latitude, longitude);
      const w = weather(g, latitude);
      const day = time.slice(0, 10);
      return {
        clouds: g.int(0, 100),
        context: `${c.name} at ${time}: ${w.temp} °C, ${w.description}.`,
        rain: g.num(0, 12, 1),
        sunrise: `${day}T06:${g.int(10, 59)}:00Z`,
        sunset: `${day}T18:${g.int(10, 59)}:00Z`,
        time,
        weather: w.description,
      };
    },
  }),
  defineProduction<{ cityName: string; countryCode?: string }>({
    name: "openweather_getLocationCoordinates",
    verticals: ["insurance", "news", "medical"],
    description: "Coordinates of a city by name (and optional ISO country code), for the weather tools.",
    price: 1,
    params: {
      cityName: p.str("City name, e.g. Lyon", { minLength: 1 }),
      countryCode: p.str("ISO country code, e.g. FR", { pattern: "^[A-Za-z]{2}$" }),
    },
    required: ["cityName"],
    output: { context: CTX, locations: A(O({ name: S, country: S, latitude: N, longitude: N })) },
    sample: { cityName: "Lyon", countryCode: "FR" },
    run({ cityName, countryCode }) {
      const c = city(countryCode === undefined ? cityName : `${cityName},${countryCode}`);
      return {
        context: `${c.name}, ${c.country}: ${c.lat}, ${c.lon}.`,
        locations: [{ name: c.name, country: c.country, latitude: c.lat, longitude: c.lon }],
      };
    },
  }),
  defineProduction<{ days: number; location: string }>({
    name: "openweather_getWeatherForecast",
    verticals: ["insurance", "news"],
    description: "Daily weather forecast for a city over the next N days.",
    price: 1,
    params: {
      days: p.int("Days ahead", { minimum: 1, maximum: 16, default: 5 }),
      location: p.str("City, e.g. Tokyo", { minLength: 1 }),
    },
    required: ["location"],
    output: {
      context: CTX,
      coordinates: O({ latitude: N, longitude: N }),
      country: S,
      forecasts: A(O({ date: S, tempMin: N, tempMax: N, description: S, precipitationProbability: I })),
      location: S,
      timezone: S,
    },
    sample: { days: 3, location: "Tokyo" },
    run({ days, location }, g) {
      const c = city(location);
      const forecasts = Array.from({ length: days }, (_, i) => {
        const w = weather(g, c.lat);
        return {
          date: g.day(-1 - i),
          tempMin: Number((w.temp - 4).toFixed(1)),
          tempMax: Number((w.temp + 4).toFixed(1)),
          description: w.description,
          precipitationProbability: g.int(0, 100),
        };
      });
      return {
        context: `${days}-day forecast for ${c.name}.`,
        coordinates: { latitude: c.lat, longitude: c.lon },
        country: c.country,
        forecasts,
        location: c.name,
        timezone: c.timezone,
      };
    },
  }),
];

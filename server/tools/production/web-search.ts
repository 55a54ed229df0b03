// Finding and reading text on the web: papers, pages, web and news search.
// arXiv is exported apart so web.ts can keep the catalogue's original tool order.
import { A, CTX, I, O, S, capitalize, defineProduction, nullable, p, type Gen } from "./define.ts";

const NEWS_SITES = [
  "reuters.com",
  "apnews.com",
  "bbc.com",
  "theguardian.com",
  "ft.com",
  "lemonde.fr",
  "techcrunch.com",
];

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

export const paperSearchTools = [
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
];

export const webSearchTools = [
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
];

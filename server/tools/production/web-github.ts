// GitHub repositories and their contributors, drawn from the sandbox's repository list.
import { repositories } from "./entities.ts";
import { A, B, CTX, I, O, S, defineProduction, p, unknownEntity } from "./define.ts";

export const githubTools = [
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
];

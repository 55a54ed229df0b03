import { QueryClient, queryOptions } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ApiError } from "../http";
import { connectionIdentity } from "./connection";
import {
  correctedVerticals,
  PRODUCTION_VERTICALS,
  resolveVerticals,
  verticalsFromError,
} from "./known-verticals";

const where = { billingBaseUrl: "https://api.example/billing" };
const local = { ...where, profileId: "local" as const, chatBaseUrl: "http://127.0.0.1:1/chat" };
const production = { ...where, profileId: "production" as const, chatBaseUrl: "https://api.example/chat" };

const notFound = (known: string[]) =>
  new ApiError({
    kind: "http",
    status: 404,
    code: "VERTICAL_NOT_FOUND",
    message: 'Unknown vertical "medical"',
    details: { vertical_id: "medical", known_verticals: known },
  });

describe("the verticals a connection is known to have", () => {
  it("Local: what /config.json lists; nothing while it loads; production's seven without the field", () => {
    expect(resolveVerticals(local, null, { loading: false, verticals: ["crypto", "company"] })).toEqual([
      "crypto",
      "company",
    ]);
    expect(resolveVerticals(local, null, { loading: true, verticals: undefined })).toBeNull();
    expect(resolveVerticals(local, null, { loading: false, verticals: undefined })).toBe(
      PRODUCTION_VERTICALS,
    );
  });

  it("the service's correction is the newest failed call of that connection in the cache", async () => {
    const client = new QueryClient();
    expect(correctedVerticals(client, production)).toBeNull();
    const fail = (connection: typeof production, known: string[], what: string) =>
      client
        .fetchQuery(
          queryOptions({
            queryKey: ["tools", connectionIdentity(connection), what],
            queryFn: () => Promise.reject(notFound(known)),
            retry: false,
          }),
        )
        .catch(() => undefined);
    await fail(production, ["crypto", "news"], "a");
    expect(correctedVerticals(client, production)).toEqual(["crypto", "news"]);

    // A failed search (a mutation) says it too; another connection keeps its own list.
    await client
      .getMutationCache()
      .build(client, {
        mutationKey: ["search", connectionIdentity(production), "search"],
        mutationFn: () => Promise.reject(notFound(["crypto"])),
      })
      .execute(undefined)
      .catch(() => undefined);
    expect(correctedVerticals(client, production)).toEqual(["crypto"]);
    expect(correctedVerticals(client, { ...production, chatBaseUrl: "https://other/chat" })).toBeNull();

    // Gone from the cache, gone from the list.
    client.clear();
    expect(correctedVerticals(client, production)).toBeNull();
  });

  it("reads known_verticals from a 404 VERTICAL_NOT_FOUND, and nothing from other errors", () => {
    expect(verticalsFromError(notFound(["crypto", "company"]))).toEqual(["crypto", "company"]);
    expect(
      verticalsFromError(
        new ApiError({ kind: "http", code: "X", message: "x", details: { known_verticals: [1] } }),
      ),
    ).toBeNull();
    expect(verticalsFromError(new Error("offline"))).toBeNull();
  });
});

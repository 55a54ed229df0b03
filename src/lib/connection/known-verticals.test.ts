import { describe, expect, it } from "vitest";
import { ApiError } from "../http";
import {
  learnVerticals,
  PRODUCTION_VERTICALS,
  resolveVerticals,
  verticalsFromError,
} from "./known-verticals";

const local = { profileId: "local" as const, chatBaseUrl: "http://127.0.0.1:1/chat" };
const production = { profileId: "production" as const, chatBaseUrl: "https://api.example/chat" };

describe("the verticals a connection is known to have", () => {
  it("Local: what /config.json lists; nothing while it loads; production's seven without the field", () => {
    expect(resolveVerticals(local, { loading: false, verticals: ["crypto", "company"] })).toEqual([
      "crypto",
      "company",
    ]);
    expect(resolveVerticals(local, { loading: true, verticals: undefined })).toBeNull();
    expect(resolveVerticals(local, { loading: false, verticals: undefined })).toBe(PRODUCTION_VERTICALS);
  });

  it("other connections: the seven production verticals, then the service's correction", () => {
    expect(resolveVerticals(production, { loading: false, verticals: ["crypto"] })).toEqual([
      "crypto",
      "company",
      "medical",
      "news",
      "cybersec",
      "adtech",
      "insurance",
    ]);
    learnVerticals(production, ["crypto", "news"]);
    expect(resolveVerticals(production, { loading: false, verticals: undefined })).toEqual([
      "crypto",
      "news",
    ]);
    // Another connection keeps its own list.
    expect(
      resolveVerticals(
        { ...production, chatBaseUrl: "https://other/chat" },
        { loading: false, verticals: undefined },
      ),
    ).toBe(PRODUCTION_VERTICALS);
  });

  it("reads known_verticals from a 404 VERTICAL_NOT_FOUND, and nothing from other errors", () => {
    const notFound = new ApiError({
      kind: "http",
      status: 404,
      code: "VERTICAL_NOT_FOUND",
      message: 'Unknown vertical "medical"',
      details: { vertical_id: "medical", known_verticals: ["crypto", "company"] },
    });
    expect(verticalsFromError(notFound)).toEqual(["crypto", "company"]);
    expect(
      verticalsFromError(
        new ApiError({ kind: "http", code: "X", message: "x", details: { known_verticals: [1] } }),
      ),
    ).toBeNull();
    expect(verticalsFromError(new Error("offline"))).toBeNull();
  });
});

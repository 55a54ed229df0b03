import { describe, expect, test } from "vitest";
import { shareLink, sharedInput } from "./share-link";
import { curlSnippet, fetchSnippet, KEY_PLACEHOLDER } from "./snippets";

const call = {
  chatBaseUrl: "https://api.example.com/chat/",
  toolName: "coingecko_searchCoin",
  input: { query: "it's", limit: 5, label: null },
};
const KEY = "dk_live_secret_123";

describe("snippets", () => {
  test("curl posts the exact body with the key as a placeholder unless asked", () => {
    const curl = curlSnippet({ ...call, apiKey: null });
    expect(curl).toContain("curl -X POST 'https://api.example.com/chat/v1/tools/execute'");
    expect(curl).toContain(`Bearer ${KEY_PLACEHOLDER}`);
    expect(curl).toContain(
      `--data '{"tool_name":"coingecko_searchCoin","input":{"query":"it'\\''s","limit":5,"label":null}}'`,
    );
    expect(curlSnippet({ ...call, apiKey: KEY })).toContain(`'Authorization: Bearer ${KEY}'`);
  });

  test("fetch reads the key from the environment unless asked, and sends the same body", () => {
    const code = fetchSnippet({ ...call, apiKey: null });
    expect(code).not.toContain("dk_");
    expect(code).toContain("process.env.API_KEY");
    const body = /JSON\.stringify\(([\s\S]*)\),\n\}\);/.exec(code)?.[1] ?? "";
    expect(JSON.parse(body)).toEqual({ tool_name: call.toolName, input: call.input });
    expect(fetchSnippet({ ...call, apiKey: KEY })).toContain(`"Bearer ${KEY}"`);
  });
});

describe("share links", () => {
  test("carry tool, vertical and input, and read back to the same input", () => {
    const link = shareLink("https://dash.example", {
      toolName: "coingecko_searchCoin",
      verticalId: "crypto",
      input: call.input,
    });
    const url = new URL(link);
    expect(url.pathname).toBe("/tools/coingecko_searchCoin");
    expect(url.searchParams.get("vertical")).toBe("crypto");
    expect(sharedInput(url.searchParams)).toEqual(call.input);
  });

  test("anything but a JSON object in the link is ignored", () => {
    expect(sharedInput(new URLSearchParams("input=%5B1%5D"))).toBeNull();
    expect(sharedInput(new URLSearchParams("input=%7Bnope"))).toBeNull();
    expect(sharedInput(new URLSearchParams(""))).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import earlyReadsScript from "../../public/early-reads.js?raw";
import { keyCharProblem } from "./connection/key-text";
import type { LocalConfig } from "./connection/local-config";
import { createConnectionStore, localConfigState, resolveConnection } from "./connection/store";
import { buildUrl } from "./http";
import { storageKeys } from "./storage-keys";
import { storedText } from "./storage-test-kit";

// public/early-reads.js runs before any module and cannot import the app's code: it must read exactly
// what the app's first render reads, with the same key, or its answers go unused (or, worse, a key
// goes where the app would not send it). Each case runs the file as the browser does and compares its
// reads with the app's own resolveConnection() and buildUrl() for the same storage and /config.json
// (the same reads; none for the Local profile when /config.json does not answer).

const origin = window.location.origin;
const config: LocalConfig = {
  billingBaseUrl: `${origin}/billing/v1`,
  chatBaseUrl: `${origin}/chat`,
  apiKey: "dev-key-from-config",
  chain: { id: 31337, name: "Local", rpcUrl: `${origin}/chain`, explorerUrl: null },
  currencies: [],
};

interface Sent {
  url: string;
  authorization: string | null;
}

async function runScript(answer: LocalConfig | null): Promise<Sent[]> {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      sent.push({ url: new URL(url, origin).toString(), authorization: headers.get("Authorization") });
      if (url === "/config.json")
        return Promise.resolve(
          answer === null ? new Response("nope", { status: 404 }) : Response.json(answer),
        );
      return Promise.resolve(Response.json({}));
    }),
  );
  // The test runs the file as the browser does: a classic script in the page's global scope.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the file under test, loaded as text
  const run = new Function(earlyReadsScript) as () => void;
  run();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return sent.filter((each) => !each.url.endsWith("/config.json"));
}

/** What the app's first render reads on this page, from the same storage and /config.json answer. */
function appReads(answer: LocalConfig | null, path: string): Sent[] {
  const choices = createConnectionStore(() => origin).getState();
  const local =
    answer === null
      ? localConfigState("error", undefined, new Error("404"))
      : localConfigState("success", answer, null);
  const active = resolveConnection({ ...choices, localConfig: local }, origin);
  if (!active.apiKey || keyCharProblem(active.apiKey) !== null) return [];
  const authorization = `Bearer ${active.apiKey}`;
  const reads: Sent[] = [];
  // A base URL that is not one: the app's request fails before sending (INVALID_URL).
  const read = (base: string, path: string, query?: Record<string, string>) => {
    try {
      reads.push({ url: buildUrl(base, path, query), authorization });
    } catch {
      // nothing sent
    }
  };
  read(active.billingBaseUrl, "/account/balance");
  const page = new URL(path, origin);
  const vertical = page.searchParams.get("vertical");
  if (/^\/tools\/[^/]+\/?$/.test(page.pathname) && vertical !== null && vertical.trim() !== "")
    read(active.chatBaseUrl, "/v1/tools", { vertical_id: vertical });
  return reads;
}

const settings = (activeId: unknown, patch: Record<string, unknown> = {}) =>
  JSON.stringify({
    activeId,
    profiles: {
      local: { viaProxy: false, billingBaseUrl: "", chatBaseUrl: "" },
      production: {
        viaProxy: false,
        billingBaseUrl: "https://api.example.com/billing/v1",
        chatBaseUrl: "https://api.example.com/chat",
      },
      custom: {
        viaProxy: true,
        billingBaseUrl: "http://127.0.0.1:9999/billing/v1/",
        chatBaseUrl: "http://127.0.0.1:9999/chat",
      },
      ...patch,
    },
  });

const storedSettings: Array<[string, string | null]> = [
  ["nothing stored", null],
  ["Local", settings("local")],
  ["Production", settings("production")],
  ["Custom through the proxy", settings("custom")],
  ["an unknown profile", settings("staging")],
  ["a profile that is an array", settings("production", { custom: [] })],
  [
    "a URL that is not a string",
    settings("production", {
      production: { viaProxy: "yes", billingBaseUrl: 7, chatBaseUrl: "https://api.example.com/chat" },
    }),
  ],
  ["not JSON", "{"],
  ["JSON without profiles", JSON.stringify({ activeId: "production" })],
];

const storedKeys: Array<[string, Array<[area: "local" | "session", key: string]>]> = [
  ["no key", []],
  ["the tab's key", [["session", "tab-key"]]],
  ["a remembered key", [["local", "kept-key"]]],
  [
    "both (remembered wins)",
    [
      ["local", "kept-key"],
      ["session", "tab-key"],
    ],
  ],
  ["a key with a zero-width space", [["session", "bad\u200bkey"]]],
];

const pages = [
  "/balance",
  "/tools/coingecko_getPortfolioValue?vertical=crypto",
  "/tools/x?vertical=%20",
  "/tools",
  "/tools/x",
];

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__dashEarlyReads;
  storedText.clear("local");
  storedText.clear("session");
  window.history.replaceState(null, "", "/");
});

describe("the early reads script", () => {
  it("reads the registry's keys (it cannot import them: it runs before any module)", () => {
    expect(earlyReadsScript).toContain(JSON.stringify(storageKeys.connection.key()));
    expect(earlyReadsScript).toContain(`"${storageKeys.apiKey.key("")}"`);
  });

  for (const [settingsName, settingsText] of storedSettings)
    it(`reads what the app reads, with ${settingsName} as the connection settings`, async () => {
      for (const [keysName, keys] of storedKeys)
        for (const answer of [config, { ...config, apiKey: null }, null])
          for (const path of pages) {
            delete window.__dashEarlyReads;
            storedText.clear("local");
            storedText.clear("session");
            if (settingsText !== null) storedText.write("local", storageKeys.connection.key(), settingsText);
            for (const profile of ["local", "production", "custom"])
              for (const [area, key] of keys) storedText.write(area, storageKeys.apiKey.key(profile), key);
            window.history.replaceState(null, "", path);
            // Without /config.json's answer the Local profile's URLs are a guess: the script reads nothing.
            const local = createConnectionStore(() => origin).getState().settings.activeId === "local";
            const expected = answer === null && local ? [] : appReads(answer, path);
            const configText = answer === null ? "absent" : answer.apiKey ? "with a key" : "without a key";
            expect(await runScript(answer), `${keysName}, /config.json ${configText}, ${path}`).toEqual(
              expected,
            );
          }
    });

  it("leaves /config.json's answer for the app, and its reads with the key they were sent with", async () => {
    window.history.replaceState(null, "", "/tools/t?vertical=crypto");
    await runScript(config);
    const reads = window.__dashEarlyReads?.reads ?? {};
    expect(Object.keys(reads).sort()).toEqual(
      [
        `${origin}/config.json`,
        `${origin}/billing/v1/account/balance`,
        `${origin}/chat/v1/tools?vertical_id=crypto`,
      ].sort(),
    );
    expect(reads[`${origin}/config.json`]?.key).toBeNull();
    expect(reads[`${origin}/billing/v1/account/balance`]?.key).toBe("dev-key-from-config");
    expect(await (await reads[`${origin}/config.json`]?.response)?.json()).toEqual(config);
  });

  it("starts nothing when the app has asked for something first", async () => {
    window.__dashEarlyReads = { open: false, reads: {} };
    window.history.replaceState(null, "", "/balance");
    expect(await runScript(config)).toEqual([]);
    expect(window.__dashEarlyReads.reads).toEqual({});
  });

  it("starts nothing more once the app has read for itself while /config.json was on its way", async () => {
    window.history.replaceState(null, "", "/balance");
    const pending = runScript(config);
    // The app's balance read came first: it closes the early reads before /config.json answers.
    if (window.__dashEarlyReads) window.__dashEarlyReads.open = false;
    expect(await pending).toEqual([]);
  });
});

import { expect, test } from "vitest";
import interfacesDoc from "../../docs/interfaces.md?raw";
import { storageKeys } from "./storage-keys";

const entries = Object.values(storageKeys);

/** The first column of the "Browser storage keys" table in docs/interfaces.md. */
function documentedPatterns(): string[] {
  const section = interfacesDoc.split("## Browser storage keys")[1]?.split("\n## ")[0] ?? "";
  return [...section.matchAll(/^\| `([^`]+)`/gm)].map((match) => match[1] ?? "");
}

test("docs/interfaces.md lists exactly the keys of the registry", () => {
  expect(documentedPatterns().sort()).toEqual(entries.map((entry) => entry.pattern).sort());
});

test("each entry builds the key its pattern shows, and recognises it", () => {
  for (const entry of entries) {
    const parts = [...entry.pattern.matchAll(/<\w+>/g)].map((match) => match[0]);
    const build: (...parts: string[]) => string = entry.key;
    const key = build(...parts);
    expect(key).toBe(entry.pattern);
    expect(entry.matches(key)).toBe(true);
  }
});

test("the keys users already have data under are still the ones built", () => {
  expect(storageKeys.apiKey.key("local")).toBe("dash.apiKey.local");
  expect(storageKeys.toolHistory.key("custom")).toBe("dash.history.custom.v1");
  expect(storageKeys.toolInput.key("local", "a b")).toBe('tool-input:["local","a b"]');
  // A per-profile prefix is not another's: "dash.history." never claims "dash.search-history.…".
  expect(storageKeys.toolHistory.matches("dash.search-history.local.v1")).toBe(false);
});

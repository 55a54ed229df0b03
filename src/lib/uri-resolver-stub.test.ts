import type * as FastUri from "fast-uri";
import { expect, test } from "vitest";
import stub from "./uri-resolver-stub";

// The real package, by file: its bare name is aliased to the stub in component tests too (vite.config.ts).
const realPackage = "fast-uri/index.js";
const fastUri = (
  (await import(/* @vite-ignore */ realPackage)) as { default: Pick<typeof FastUri, "resolve" | "equal"> }
).default;

// The cases @rjsf/utils would hand it: a `$ref` against the `$id` of the schema holding it.
const RESOLVE: Array<[string, string]> = [
  ["https://example.com/schemas/root.json", "#/$defs/item"],
  ["https://example.com/schemas/root.json", "item.json"],
  ["https://example.com/schemas/root.json", "../other/item.json#/properties/a"],
  ["https://example.com/schemas/", "/absolute.json"],
  ["https://example.com/schemas/root.json", "https://other.example/x.json"],
  ["urn:example:root", "#/$defs/item"],
];

test.each(RESOLVE)("resolves %s + %s as fast-uri does", (base, ref) => {
  expect(stub.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
});

test("compares URIs as fast-uri does: the same resource in another case of scheme or host is equal", () => {
  const pairs: Array<[string, string]> = [
    ["https://example.com/a.json", "HTTPS://Example.COM/a.json"],
    ["https://example.com/a.json", "https://example.com/b.json"],
    ["urn:example:root", "urn:example:root"],
  ];
  expect(fastUri.equal).not.toBe(stub.equal);
  for (const [a, b] of pairs) expect([a, b, stub.equal(a, b)]).toEqual([a, b, fastUri.equal(a, b)]);
});

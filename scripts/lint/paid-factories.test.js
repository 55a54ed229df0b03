// Every paid mutation factory of the app, found by reading the sources (no list kept by hand): each
// declares its account, goes through the spend guard, and records its call through a function that
// really writes a call record. The runtime half (the account is the connection's, never the key) is in
// src/app/query-client.test.ts.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import tseslint from "typescript-eslint";
import { describe, expect, test } from "vitest";
import { isFactoryFile, paidShape } from "./paid-mutations.js";

const features = resolve(import.meta.dirname, "..", "..", "src", "features");

/** Each feature's factory file, found on disk. */
const factoryFiles = () =>
  readdirSync(features)
    .map((feature) => resolve(features, feature, "api", `${feature}-queries.ts`))
    .filter((file) => existsSync(file) && isFactoryFile(file));

function* nodesIn(node) {
  if (node === null || typeof node !== "object") return;
  if (typeof node.type === "string") yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === "parent" || key === "loc" || key === "range") continue;
    if (Array.isArray(value)) for (const item of value) yield* nodesIn(item);
    else if (value && typeof value === "object") yield* nodesIn(value);
  }
}

/** `{file, name, shape, recorders}` for every `mutationOptions({...})` in a factory file. */
function mutationsIn(file) {
  // The parser ESLint reads the sources with (typescript-eslint, a direct dependency).
  const { ast } = tseslint.parser.parseForESLint(readFileSync(file, "utf8"), {
    jsx: file.endsWith(".tsx"),
    range: true,
  });
  const imports = new Map();
  for (const declaration of ast.body.filter((n) => n.type === "ImportDeclaration")) {
    for (const specifier of declaration.specifiers)
      imports.set(specifier.local.name, declaration.source.value);
  }
  const found = [];
  for (const node of nodesIn(ast)) {
    if (node.type !== "Property" || node.value.type !== "ArrowFunctionExpression") continue;
    const call = node.value.body;
    if (call.type !== "CallExpression" || call.callee.name !== "mutationOptions") continue;
    const options = call.arguments[0];
    const fn = options.properties.find((p) => p.key?.name === "mutationFn")?.value;
    const recorders = [...nodesIn(fn)]
      .filter((n) => n.type === "CallExpression" && /^recorded[A-Z]/.test(n.callee.name ?? ""))
      .map((n) => ({ name: n.callee.name, from: imports.get(n.callee.name) }));
    found.push({ file, name: node.key.name, shape: paidShape(options), recorders });
  }
  return found;
}

/** The source of a relative import, as TypeScript resolves it. */
function sourceOf(file, specifier) {
  const base = resolve(dirname(file), specifier);
  const path = [`${base}.ts`, `${base}.tsx`, resolve(base, "index.ts")].find(existsSync);
  return path === undefined ? "" : readFileSync(path, "utf8");
}

const mutations = factoryFiles().flatMap(mutationsIn);
const paid = mutations.filter((m) => m.shape.paid);
const label = (m) => `${m.file.split("/features/")[1]} ${m.name}`;

describe("paid mutation factories, found in the sources", () => {
  test("the scan finds every feature's factory file and the paid actions in them", () => {
    // Not the list checked below: a floor that fails if the scan stops finding what it should.
    const names = paid.map(label);
    for (const action of [
      "search-queries.ts search",
      "search-queries.ts runPlan",
      "tools-queries.ts execute",
    ]) {
      expect(names.some((name) => name.endsWith(action))).toBe(true);
    }
    expect(new Set(paid.map((m) => m.file.split("/features/")[1].split("/")[0]))).toEqual(
      new Set(["recipes", "search", "tasks", "tools"]),
    );
  });

  test.each(paid.map((m) => [label(m), m]))(
    "%s declares its account, is guarded and records its call",
    (_, m) => {
      expect(m.shape).toMatchObject({ accountOf: true, guarded: true, recorded: true });
      // The recorder is imported from a module of the app that writes the call record.
      expect(m.recorders.length).toBeGreaterThan(0);
      for (const { name, from } of m.recorders) {
        expect(from, `${name} is imported`).toMatch(/^\./);
        const source = sourceOf(m.file, from);
        const body = source.slice(source.search(new RegExp(`export (async )?function ${name}\\b`)));
        expect(source, `${name} is exported by ${from}`).toMatch(
          new RegExp(`export (async )?function ${name}\\b`),
        );
        expect(body).toMatch(/\b(trackCall|recordCall|recordToolCall)\(/);
      }
    },
  );

  test("a mutation that moves the balance and spends nothing says why", () => {
    for (const m of mutations.filter((x) => x.shape.accountOf && !x.shape.paid)) {
      expect(m.shape.unpaid?.value.value, label(m)).toMatch(/\S/);
    }
  });
});

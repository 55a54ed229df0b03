// Where the project's code lives, and which of it only tests run: several house rules exempt the test
// side or name one module, so they share these paths and checks.
import { dirname, resolve, sep } from "node:path";

export const src = resolve(import.meta.dirname, "..", "..", "src");
export const root = dirname(src);
export const server = resolve(root, "server");

/** A test, or a `*-test-kit.ts(x)` of helpers that only tests import. */
export const isTest = (file) => /(\.test|-test-kit)\.tsx?$/.test(file);

const TEST_DIRS = [
  resolve(src, "test"),
  resolve(server, "testing"),
  resolve(server, "resilience"),
  resolve(root, "e2e"),
];
const TEST_NAMES = /(\.test|-kit|-fixtures?|-harness|^test-(app|support|helpers|fixtures))(\.[cm]?[jt]sx?)?$/;
/**
 * Code that only tests run: tests, kits, fixtures and harnesses (by name), and the test folders
 * (src/test, server/testing, server/resilience, e2e). Everything else is production code.
 */
export function isTestSide(file) {
  const path = resolve(file);
  const name = path.split(sep).at(-1) ?? "";
  return TEST_NAMES.test(name) || TEST_DIRS.some((dir) => path.startsWith(dir + sep));
}

/** `object.property`, also written `object["property"]`. */
export const isMember = (node, object, property) =>
  node.object.type === "Identifier" &&
  node.object.name === object &&
  (node.computed ? node.property.value === property : node.property.name === property);

/** The visitors of every node that names a module: imports, re-exports and `import()`. */
export const importVisitors = (check) => ({
  ImportDeclaration: check,
  ExportNamedDeclaration: check,
  ExportAllDeclaration: check,
  ImportExpression: check,
});

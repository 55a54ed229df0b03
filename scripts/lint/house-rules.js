// Rules of docs/architecture.md that ESLint has no built-in rule for. Imports in src/ are relative
// (there are no path aliases), so each import is resolved against its file to find its layer.
import { dirname, relative, resolve, sep } from "node:path";

const src = resolve(import.meta.dirname, "..", "..", "src");
const root = dirname(src);
const routeTable = resolve(src, "app", "paths");

/** `{layer: "features", feature}`, `{layer: "app" | "lib" | "components" | …}`, or null outside src/. */
function layerOf(file) {
  const parts = relative(src, file).split(sep);
  if (parts[0] === ".." || parts.length < 2) return null;
  return parts[0] === "features" ? { layer: "features", feature: parts[1] } : { layer: parts[0] };
}

/** A test, or a `*-test-kit.ts(x)` of helpers that only tests import. */
const isTest = (file) => /(\.test|-test-kit)\.tsx?$/.test(file);

const layers = {
  meta: {
    type: "problem",
    docs: { description: "components/ui and lib → features → app; no feature imports another." },
    messages: {
      crossFeature: "Feature '{{from}}' imports feature '{{to}}': compose them in a route under src/app.",
      upward: "src/{{from}} imports src/{{to}}: lib and components never depend on features or app.",
      featureToApp:
        "Feature '{{from}}' imports src/app: the app composes features, not the other way (only src/app/paths.ts is shared).",
    },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    if (from === null) return {};
    const check = (node) => {
      const source = node.source;
      if (source?.type !== "Literal" || typeof source.value !== "string" || !source.value.startsWith("."))
        return;
      const target = resolve(dirname(context.filename), source.value);
      // The route table imports nothing, and features and components link to pages: they may read it.
      if (["features", "components"].includes(from.layer) && target.replace(/\.ts$/, "") === routeTable)
        return;
      const to = layerOf(target);
      if (to === null) return;
      if (from.layer === "features" && to.layer === "features" && from.feature !== to.feature) {
        context.report({
          node: source,
          messageId: "crossFeature",
          data: { from: from.feature, to: to.feature },
        });
      } else if (["lib", "components"].includes(from.layer) && ["features", "app"].includes(to.layer)) {
        context.report({ node: source, messageId: "upward", data: { from: from.layer, to: to.layer } });
      } else if (from.layer === "features" && to.layer === "app" && !isTest(context.filename)) {
        // Tests render a feature inside the app's own router and query client (src/app/test-app.tsx).
        context.report({ node: source, messageId: "featureToApp", data: { from: from.feature } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+)*$/;

const fileNames = {
  meta: {
    type: "suggestion",
    docs: { description: "Files and folders are named in kebab-case." },
    messages: { name: "'{{name}}' is not kebab-case (e.g. tool-form.test.tsx)." },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const bad = relative(root, context.filename)
          .split(sep)
          .find((part) => !kebab.test(part));
        if (bad !== undefined) context.report({ node, messageId: "name", data: { name: bad } });
      },
    };
  },
};

const factories = new Set(["queryOptions", "infiniteQueryOptions", "mutationOptions"]);

const queryFactories = {
  meta: {
    type: "suggestion",
    docs: {
      description:
        "A feature's queries and mutations live in one file, src/features/<feature>/api/<feature>-queries.ts.",
    },
    messages: {
      elsewhere:
        "{{what}} in feature '{{feature}}' belongs in src/features/{{feature}}/api/{{feature}}-queries.ts, its one factory file.",
    },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    if (from?.layer !== "features" || isTest(context.filename)) return {};
    const { feature } = from;
    const home = resolve(src, "features", feature, "api", `${feature}-queries`);
    if (context.filename.replace(/\.tsx?$/, "") === home) return {};
    const report = (node, what) => context.report({ node, messageId: "elsewhere", data: { what, feature } });
    return {
      CallExpression(node) {
        const name = node.callee.type === "Identifier" ? node.callee.name : null;
        if (name !== null && factories.has(name)) report(node, `${name}()`);
        // A mutation built inline at its call site (`useMutation({ mutationFn })`) is a factory too.
        const [options] = node.arguments;
        if (
          name === "useMutation" &&
          options?.type === "ObjectExpression" &&
          options.properties.some(
            (p) => p.type === "Property" && p.key.type === "Identifier" && p.key.name === "mutationFn",
          )
        )
          report(node, "An inline mutation");
      },
    };
  },
};

export const houseRules = {
  meta: { name: "house" },
  rules: { layers, "file-names": fileNames, "query-factories": queryFactories },
};

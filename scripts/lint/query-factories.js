// One factory file per feature (docs/architecture.md): queries and mutations live in
// src/features/<feature>/api/<feature>-queries.ts, so there are no twins, and no query is built in a
// fetcher file or inline at its call site.
import { relative, resolve, sep } from "node:path";

const src = resolve(import.meta.dirname, "..", "..", "src");
const isTest = (file) => /(\.test|-test-kit)\.tsx?$/.test(file);

/** The feature a file belongs to, or null outside src/features/. */
function featureOf(file) {
  const parts = relative(src, file).split(sep);
  return parts[0] === "features" && parts.length > 2 ? parts[1] : null;
}

const factories = new Set(["queryOptions", "infiniteQueryOptions", "mutationOptions"]);

export const queryFactories = {
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
    const feature = featureOf(context.filename);
    if (feature === null || isTest(context.filename)) return {};
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

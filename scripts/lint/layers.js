// The layering of docs/architecture.md. Imports in src/ are relative (there are no path aliases), so
// each import is resolved against its file to find its layer.
import { dirname, relative, resolve, sep } from "node:path";
import { importVisitors, isTest, src } from "./source-tree.js";

const routeTable = resolve(src, "app", "paths");

/** `{layer: "features", feature}`, `{layer: "app" | "lib" | "components" | …}`, or null outside src/. */
function layerOf(file) {
  const parts = relative(src, file).split(sep);
  if (parts[0] === ".." || parts.length < 2) return null;
  return parts[0] === "features" ? { layer: "features", feature: parts[1] } : { layer: parts[0] };
}

export const layers = {
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
    return importVisitors(check);
  },
};

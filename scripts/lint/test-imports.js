// Production code must build and run without the test side: no test, kit, fixture or test library
// may reach it through an import.
import { dirname, resolve } from "node:path";
import { importVisitors, isTestSide } from "./source-tree.js";

const TEST_PACKAGES = /^(vitest|@vitest\/|@testing-library\/|@playwright\/test|fake-indexeddb)/;

export const testImports = {
  meta: {
    type: "problem",
    docs: { description: "Production code never imports tests, test kits, fixtures or test libraries." },
    messages: {
      testCode: "Production code imports test code ('{{source}}'): move what it needs out of the test side.",
    },
    schema: [],
  },
  create(context) {
    if (isTestSide(context.filename)) return {};
    const check = (node) => {
      const source = node.source;
      if (source?.type !== "Literal" || typeof source.value !== "string") return;
      const target = source.value.startsWith(".") ? resolve(dirname(context.filename), source.value) : null;
      if (target === null ? TEST_PACKAGES.test(source.value) : isTestSide(target))
        context.report({ node: source, messageId: "testCode", data: { source: source.value } });
    };
    return importVisitors(check);
  },
};

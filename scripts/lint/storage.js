// The browser's storage has one door each: Web Storage through the stored values, IndexedDB through the
// call records, so keys, formats and other tabs are handled in one place.
import { resolve, sep } from "node:path";
import { isMember, src } from "./source-tree.js";

const STORAGE_NAMES = ["localStorage", "sessionStorage", "indexedDB"];
const STORAGE_MODULE = resolve(src, "lib", "stored-value");
const CALL_RECORDS = resolve(src, "lib", "call-records");
const LIB = resolve(src, "lib");

/** Where a global may be named: Web Storage in stored-value.ts, IndexedDB in the call-records module. */
const mayName = (file, name) =>
  name === "indexedDB"
    ? file.startsWith(CALL_RECORDS + sep)
    : file.replace(/(\.test)?\.tsx?$/, "") === STORAGE_MODULE;

export const storage = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Web Storage is touched in src/lib/stored-value.ts only, IndexedDB in src/lib/call-records/ only, and rawStorage stays in src/lib.",
    },
    messages: {
      storage:
        "{{name}} outside src/lib/stored-value.ts: keep the value with createStoredValue, its key in src/lib/storage-keys.ts.",
      indexedDB: "indexedDB outside src/lib/call-records/: keep what a call left through its call records.",
      rawStorage:
        "rawStorage outside src/lib: bind a stored value with useStoredValue/useStoredList; tests read and write stored text with src/lib/storage-test-kit.ts.",
    },
    schema: [],
  },
  create(context) {
    const file = resolve(context.filename);
    const report = (node, name) => {
      if (mayName(file, name)) return;
      context.report({ node, messageId: name === "indexedDB" ? "indexedDB" : "storage", data: { name } });
    };
    return {
      // rawStorage is the stores' internals: outside src/lib it is not imported, whatever the path says.
      ImportSpecifier(node) {
        const name = node.imported.type === "Identifier" ? node.imported.name : node.imported.value;
        if (name === "rawStorage" && !file.startsWith(LIB + sep))
          context.report({ node, messageId: "rawStorage" });
      },
      // A global (window.localStorage, globalThis["indexedDB"], or the bare name) …
      MemberExpression(node) {
        const name = STORAGE_NAMES.find((candidate) =>
          ["window", "globalThis", "self"].some((global) => isMember(node, global, candidate)),
        );
        if (name) report(node, name);
      },
      // … or the bare name, when nothing in scope declares it.
      "Program:exit"(program) {
        const scope = context.sourceCode.getScope(program);
        // A configured global (globals.browser) resolves to a variable with no definition; else it stays unresolved.
        const declaredGlobals = scope.variables.filter(
          (v) => STORAGE_NAMES.includes(v.name) && v.defs.length === 0,
        );
        const references = [...scope.through, ...declaredGlobals.flatMap((v) => v.references)];
        for (const { identifier } of references)
          if (STORAGE_NAMES.includes(identifier.name)) report(identifier, identifier.name);
      },
    };
  },
};

// Rules of docs/architecture.md that ESLint has no built-in rule for. Imports in src/ are relative
// (there are no path aliases), so each import is resolved against its file to find its layer.
import { dirname, relative, resolve, sep } from "node:path";
import { featureFolders } from "./feature-folders.js";
import { paidMutations } from "./paid-mutations.js";
import { queryFactories } from "./query-factories.js";

const src = resolve(import.meta.dirname, "..", "..", "src");
const root = dirname(src);
const routeTable = resolve(src, "app", "paths");
const server = resolve(root, "server");

/** `{layer: "features", feature}`, `{layer: "app" | "lib" | "components" | …}`, or null outside src/. */
function layerOf(file) {
  const parts = relative(src, file).split(sep);
  if (parts[0] === ".." || parts.length < 2) return null;
  return parts[0] === "features" ? { layer: "features", feature: parts[1] } : { layer: parts[0] };
}

/** A test, or a `*-test-kit.ts(x)` of helpers that only tests import. */
const isTest = (file) => /(\.test|-test-kit)\.tsx?$/.test(file);

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

const TEST_PACKAGES = /^(vitest|@vitest\/|@testing-library\/|@playwright\/test|fake-indexeddb)/;

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

const importVisitors = (check) => ({
  ImportDeclaration: check,
  ExportNamedDeclaration: check,
  ExportAllDeclaration: check,
  ImportExpression: check,
});

const testImports = {
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

/** `object.property`, also written `object["property"]`. */
const isMember = (node, object, property) =>
  node.object.type === "Identifier" &&
  node.object.name === object &&
  (node.computed ? node.property.value === property : node.property.name === property);

// The browser's JSON comes from storage, URLs, users and the service: it is parsed by the safe parser
// or by the wire parsers, which check it against schemas.
const JSON_PARSERS = ["lib/safe-json.ts", "lib/http.ts", "lib/http-error.ts"].map((file) =>
  resolve(src, file),
);

const jsonParse = {
  meta: {
    type: "problem",
    docs: { description: "JSON.parse only in the safe parser (src/lib/safe-json.ts) and the wire parsers." },
    messages: {
      raw: "Raw JSON.parse: read JSON with parseJsonSafe (src/lib/safe-json.ts), which drops the keys that reach a prototype.",
    },
    schema: [],
  },
  create(context) {
    if (isTestSide(context.filename) || JSON_PARSERS.includes(resolve(context.filename))) return {};
    return {
      MemberExpression(node) {
        if (isMember(node, "JSON", "parse")) context.report({ node, messageId: "raw" });
      },
    };
  },
};

const SERVER_CONFIG = resolve(server, "config.ts");

const processEnv = {
  meta: {
    type: "problem",
    docs: {
      description: "process.env is read in server/config.ts only, so every setting is found in one file.",
    },
    messages: {
      env: "process.env outside server/config.ts: add the setting there and read it through envSetting().",
    },
    schema: [],
  },
  create(context) {
    if (isTestSide(context.filename) || resolve(context.filename) === SERVER_CONFIG) return {};
    return {
      MemberExpression(node) {
        if (isMember(node, "process", "env")) context.report({ node, messageId: "env" });
      },
    };
  },
};

const STORAGE_NAMES = ["localStorage", "sessionStorage", "indexedDB"];
const STORAGE_MODULE = resolve(src, "lib", "stored-value");
const CALL_RECORDS = resolve(src, "lib", "call-records");
const LIB = resolve(src, "lib");

/** Where a global may be named: Web Storage in stored-value.ts, IndexedDB in the call-records module. */
const mayName = (file, name) =>
  name === "indexedDB"
    ? file.startsWith(CALL_RECORDS + sep)
    : file.replace(/(\.test)?\.tsx?$/, "") === STORAGE_MODULE;

const storage = {
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

const UI = resolve(src, "components", "ui");
/** The control look: the strong border on the surface colour (input.tsx's `controlClasses`). */
const CONTROL_LOOK = ["border-border-strong", "bg-surface"];
const isControlLook = (text) => {
  const tokens = text.split(/\s+/);
  return CONTROL_LOOK.every((token) => tokens.includes(token));
};
const RAW_CONTROLS = { select: "Select", textarea: "Textarea", button: "Button" };

const ownedControls = {
  meta: {
    type: "problem",
    docs: { description: "Form controls and their look come from src/components/ui only." },
    messages: {
      element: "Raw <{{element}}> outside src/components/ui: use {{primitive}} from src/components/ui.",
      checkbox:
        'Raw <input type="checkbox"> outside src/components/ui: use Checkbox from src/components/ui/checkbox.tsx.',
      look: "The control class string outside src/components/ui: use Input, Select, Textarea or HashInput (their look is controlClasses).",
    },
    schema: [],
  },
  create(context) {
    const file = resolve(context.filename);
    if (file.startsWith(UI + sep) || isTest(file)) return {};
    const checkText = (node, text) => {
      if (isControlLook(text)) context.report({ node, messageId: "look" });
    };
    return {
      JSXOpeningElement(node) {
        if (node.name.type !== "JSXIdentifier") return;
        const element = node.name.name;
        if (RAW_CONTROLS[element])
          context.report({ node, messageId: "element", data: { element, primitive: RAW_CONTROLS[element] } });
        const type = node.attributes.find((a) => a.type === "JSXAttribute" && a.name.name === "type");
        if (element === "input" && type?.value?.type === "Literal" && type.value.value === "checkbox")
          context.report({ node, messageId: "checkbox" });
      },
      Literal(node) {
        if (typeof node.value === "string") checkText(node, node.value);
      },
      TemplateElement(node) {
        checkText(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

// One plain-object check for the dashboard and the service, in the one folder both may import.
const PLAIN_OBJECT_MODULE = resolve(root, "common", "plain-object");
const PLAIN_OBJECT_NAMES = /^is(Record|Object|Plain[A-Z]\w*)$/;

/** The operands of an `a && b && c` chain, in order. */
const operandsOf = (node) =>
  node.type === "LogicalExpression" && node.operator === "&&"
    ? [...operandsOf(node.left), ...operandsOf(node.right)]
    : [node];
const textOf = (context, node) => context.sourceCode.getText(node).replace(/\s+/g, "").replaceAll("'", '"');

/** A body that is `typeof x === "object" && x !== null && !Array.isArray(x)`, whatever the names. */
function isInlineCheck(context, fn) {
  const body =
    fn.body.type === "BlockStatement"
      ? fn.body.body.length === 1 && fn.body.body[0].type === "ReturnStatement" && fn.body.body[0].argument
      : fn.body;
  const param = fn.params[0]?.type === "Identifier" ? fn.params[0].name : null;
  if (!body || param === null) return false;
  const parts = operandsOf(body).map((part) => textOf(context, part));
  return [`typeof${param}==="object"`, `${param}!==null`, `!Array.isArray(${param})`].every((part) =>
    parts.includes(part),
  );
}

const plainObject = {
  meta: {
    type: "problem",
    docs: { description: "The plain-object check lives in common/plain-object.ts only." },
    messages: {
      local:
        "Local plain-object check '{{name}}': import isRecord (or the stricter isPlainObject) from common/plain-object.ts.",
    },
    schema: [],
  },
  create(context) {
    if (resolve(context.filename).replace(/\.ts$/, "") === PLAIN_OBJECT_MODULE) return {};
    const check = (fn, id) => {
      const name = id?.type === "Identifier" ? id.name : "(anonymous)";
      if (PLAIN_OBJECT_NAMES.test(name) || isInlineCheck(context, fn))
        context.report({ node: id ?? fn, messageId: "local", data: { name } });
    };
    const isFunction = (node) => ["ArrowFunctionExpression", "FunctionExpression"].includes(node?.type);
    return {
      FunctionDeclaration: (node) => check(node, node.id),
      VariableDeclarator(node) {
        if (isFunction(node.init)) check(node.init, node.id);
      },
    };
  },
};

export const houseRules = {
  meta: { name: "house" },
  rules: {
    layers,
    "file-names": fileNames,
    "test-imports": testImports,
    "json-parse": jsonParse,
    "process-env": processEnv,
    storage,
    "owned-controls": ownedControls,
    "plain-object": plainObject,
    "query-factories": queryFactories,
    "paid-mutations": paidMutations,
    "feature-folders": featureFolders,
  },
};

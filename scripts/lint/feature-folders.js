// The same sub-folders in every feature (docs/architecture.md): a reader who knows one feature finds
// their way in all of them. The folder says what a file exports, and the rule reads the exports:
// hooks only in hooks/, components only in components/, so model/ and api/ hold plain modules.
// Test files (*.test.ts(x)) follow their subject: they are checked by name only. A test kit
// (*-test-kit.ts(x)) sits beside its subject too and need not render, but exports no use… helper:
// what it exports is not a hook.
import { relative, resolve, sep } from "node:path";

const src = resolve(import.meta.dirname, "..", "..", "src");
const FOLDERS = ["api", "hooks", "components", "model"];
const HOOK_FILE = /^use-[a-z0-9-]+(\.test)?\.tsx?$/;
const TEST_FILE = /\.test\.tsx?$/;
const TEST_KIT = /-test-kit\.tsx?$/;
const HOOK_NAME = /^use[A-Z0-9]/;
const PASCAL_NAME = /^[A-Z][a-z0-9]+[A-Za-z0-9]*$/;

// The values a file exports (types left out), each with the node to report and whether it is a
// function (a declaration, an arrow or function expression, or a call such as lazy()/memo()).
function valueExports(program) {
  const found = [];
  const isTypeDeclaration = (node) =>
    node.type === "TSTypeAliasDeclaration" ||
    node.type === "TSInterfaceDeclaration" ||
    (node.type === "TSEnumDeclaration" && node.const) ||
    node.type === "TSModuleDeclaration" ||
    node.declare === true;
  const local = new Map();
  for (const statement of program.body) {
    const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
    if (declaration?.type === "FunctionDeclaration" && declaration.id)
      local.set(declaration.id.name, { node: declaration, fn: true });
    if (declaration?.type === "VariableDeclaration")
      for (const d of declaration.declarations)
        if (d.id.type === "Identifier")
          local.set(d.id.name, {
            node: d,
            fn: ["ArrowFunctionExpression", "FunctionExpression", "CallExpression"].includes(d.init?.type),
          });
  }
  for (const statement of program.body) {
    if (statement.type === "ExportNamedDeclaration" && statement.exportKind !== "type") {
      const declaration = statement.declaration;
      if (declaration && !isTypeDeclaration(declaration)) {
        if (declaration.type === "FunctionDeclaration")
          found.push({ name: declaration.id.name, node: declaration, fn: true });
        else if (declaration.type === "VariableDeclaration")
          for (const d of declaration.declarations)
            if (d.id.type === "Identifier") found.push({ name: d.id.name, ...local.get(d.id.name) });
            else found.push({ name: "", node: d, fn: false });
        else found.push({ name: declaration.id?.name ?? "", node: declaration, fn: false });
      }
      for (const specifier of statement.specifiers ?? []) {
        if (specifier.exportKind === "type") continue;
        const name = specifier.exported.name ?? specifier.exported.value;
        // Re-exported from a sibling (`export { X } from "./x"`): what the sibling is, its own file's rule says.
        const sibling =
          typeof statement.source?.value === "string" && /^\.\/[^/]+$/.test(statement.source.value);
        const own = statement.source ? undefined : local.get(specifier.local.name);
        found.push({ name, node: specifier, fn: own?.fn ?? sibling });
      }
    }
    if (statement.type === "ExportDefaultDeclaration") {
      const d = statement.declaration;
      const name = d.id?.name ?? (d.type === "Identifier" ? d.name : "default");
      const fn = d.type.includes("Function") || (d.type === "Identifier" && local.get(d.name)?.fn === true);
      found.push({ name, node: statement, fn });
    }
    if (statement.type === "ExportAllDeclaration" && statement.exportKind !== "type")
      found.push({ name: "*", node: statement, fn: false });
  }
  return found;
}

export const featureFolders = {
  meta: {
    type: "suggestion",
    docs: {
      description:
        "A feature's files live in api/, hooks/, components/ or model/, one level deep; hooks (use-*.ts(x) exporting only use… functions) in hooks/, components (files rendering JSX or exporting a PascalCase component) only in components/, plain modules elsewhere.",
    },
    messages: {
      folder:
        "'{{path}}' is not in one of a feature's folders: put it in src/features/{{feature}}/(api|hooks|components|model)/, with no folder below.",
      hookOutside: "Hook file '{{name}}' belongs in src/features/{{feature}}/hooks/.",
      notHook: "'{{name}}' is in hooks/, which holds only use-*.ts(x) hook files (and their tests).",
      hookExportOutside:
        "'{{export}}' is a hook: move it to its own file src/features/{{feature}}/hooks/use-<name>.ts (a test helper is not a hook: name it without 'use').",
      notHookExport:
        "'{{export}}' is not a hook: hooks/ files export only use… functions (and types); put the rest in model/.",
      noComponent:
        "'{{name}}' renders no JSX and exports no PascalCase component: plain modules belong in src/features/{{feature}}/model/.",
      componentOutside:
        "'{{export}}' is a React component: it belongs in src/features/{{feature}}/components/.",
    },
    schema: [],
  },
  create(context) {
    const parts = relative(src, context.filename).split(sep);
    if (parts[0] !== "features" || parts.length < 3) return {};
    const [, feature, ...rest] = parts;
    const name = rest.at(-1);
    const folder = rest[0];
    const report = (node, messageId, exported = "") =>
      context.report({ node, messageId, data: { feature, name, path: rest.join("/"), export: exported } });
    let hasJsx = false;
    const markJsx = () => {
      hasJsx = true;
    };
    return {
      JSXElement: markJsx,
      JSXFragment: markJsx,
      "Program:exit"(node) {
        if (rest.length !== 2 || !FOLDERS.includes(folder)) return report(node, "folder");
        if (folder === "hooks" && !HOOK_FILE.test(name)) return report(node, "notHook");
        if (folder !== "hooks" && HOOK_FILE.test(name)) return report(node, "hookOutside");
        if (TEST_FILE.test(name)) return;
        const exports = valueExports(node);
        const isComponent = (e) => hasJsx && e.fn && PASCAL_NAME.test(e.name);
        for (const e of exports) {
          if (folder === "hooks" && !HOOK_NAME.test(e.name)) report(e.node, "notHookExport", e.name);
          if (folder !== "hooks" && HOOK_NAME.test(e.name)) report(e.node, "hookExportOutside", e.name);
          if (folder !== "components" && isComponent(e)) report(e.node, "componentOutside", e.name);
        }
        const rendersOrLazy = hasJsx || exports.some((e) => e.fn && PASCAL_NAME.test(e.name));
        if (folder === "components" && !TEST_KIT.test(name) && !rendersOrLazy) report(node, "noComponent");
      },
    };
  },
};

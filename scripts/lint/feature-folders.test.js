import { resolve } from "node:path";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { houseRules } from "./house-rules.js";

const src = resolve(import.meta.dirname, "..", "..", "src");
const at = (path) => resolve(src, path);
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const component = "export function ToolForm() { return <form />; }";
const hook = "export function useToolList() { return []; }";

tester.run("house/feature-folders", houseRules.rules["feature-folders"], {
  valid: [
    { code: "", filename: at("features/tools/api/tools-queries.ts") },
    { code: component, filename: at("features/tools/components/tool-form.tsx") },
    { code: "", filename: at("features/tools/model/prepare-schema.test.ts") },
    { code: "", filename: at("features/balance/hooks/use-slow.ts") },
    { code: "", filename: at("features/topup/hooks/use-settlement.test.tsx") },
    // What a file exports decides its folder: hooks (and their types) in hooks/, components in
    // components/ (rendering JSX, or a lazy entry with a PascalCase name), plain modules in model/.
    {
      code: "export type ToolList = string[];\nexport interface Shown { id: string }\n" + hook,
      filename: at("features/tools/hooks/use-tool-list.ts"),
    },
    { code: "export const useToolList = () => [];", filename: at("features/tools/hooks/use-tool-list.ts") },
    {
      code: "export const LazyPay = lazy(() => import('./pay'));",
      filename: at("features/topup/components/lazy-wallet-entries.tsx"),
    },
    {
      code: "export const templates = { Add: () => <button /> };",
      filename: at("features/tools/components/button-templates.tsx"),
    },
    {
      code: "export function toolText(id) { return id; }",
      filename: at("features/tools/model/tool-text.ts"),
    },
    // Tests follow their subject and may define hooks and components of their own; a test kit need
    // not render.
    // One lazy chunk's entry: components re-exported from beside it.
    {
      code: 'export { CheckoutRunner } from "./checkout-runner";\nexport { HeaderPending } from "./header-pending";',
      filename: at("features/topup/components/in-flight-entry.tsx"),
    },
    { code: hook + component, filename: at("features/tools/components/tool-form.test.tsx") },
    {
      code: "export function renderSettings() {}",
      filename: at("features/settings/components/settings-test-kit.tsx"),
    },
    // Outside the features the folders are the layer's own business.
    { code: "", filename: at("lib/account-ledger/ledger-queries.ts") },
    { code: "", filename: at("components/feedback/use-recovery.ts") },
  ],
  invalid: [
    // The folders the features had before: a store, a form and a history of their own.
    { code: "", filename: at("features/tasks/store/task-list.ts"), errors: [{ messageId: "folder" }] },
    { code: "", filename: at("features/tools/form/tool-form.tsx"), errors: [{ messageId: "folder" }] },
    {
      code: "",
      filename: at("features/topup/whitelist/api/whitelist-api.ts"),
      errors: [{ messageId: "folder" }],
    },
    // A file at the feature's top (no barrels) or one folder too deep.
    { code: "", filename: at("features/search/index.ts"), errors: [{ messageId: "folder" }] },
    {
      code: "",
      filename: at("features/search/components/history/list.tsx"),
      errors: [{ messageId: "folder" }],
    },
    // A hook file beside the components, and something that is not a hook among the hooks.
    {
      code: "",
      filename: at("features/tools/components/use-tool-list.ts"),
      errors: [{ messageId: "hookOutside" }],
    },
    {
      code: "",
      filename: at("features/search/model/use-history.tsx"),
      errors: [{ messageId: "hookOutside" }],
    },
    { code: "", filename: at("features/topup/hooks/funds-check.ts"), errors: [{ messageId: "notHook" }] },
    // A hook exported from a file outside hooks/, whatever the file's name.
    {
      code: hook,
      filename: at("features/tasks/model/task-list.ts"),
      errors: [{ messageId: "hookExportOutside" }],
    },
    {
      code: "export const useWallets = () => [];\n" + component,
      filename: at("features/topup/components/wallet-picker.tsx"),
      errors: [{ messageId: "hookExportOutside" }],
    },
    {
      code: "function useWallets() { return []; }\nexport { useWallets };",
      filename: at("features/topup/api/wallets.ts"),
      errors: [{ messageId: "hookExportOutside" }],
    },
    // A test kit's helper named use… reads as a hook: it is not one.
    {
      code: "export async function useCustom() {}",
      filename: at("features/settings/components/settings-test-kit.tsx"),
      errors: [{ messageId: "hookExportOutside" }],
    },
    // Something beside the hooks in a hook file.
    {
      code: hook + "\nexport function creditsText() { return ''; }",
      filename: at("features/tools/hooks/use-tool-list.ts"),
      errors: [{ messageId: "notHookExport" }],
    },
    {
      code: hook + "\nexport const SLOW_MS = 1000;",
      filename: at("features/tools/hooks/use-tool-list.ts"),
      errors: [{ messageId: "notHookExport" }],
    },
    // A plain module among the components, and a component outside them.
    {
      code: "export function taskText(id) { return id; }",
      filename: at("features/tasks/components/task-format.ts"),
      errors: [{ messageId: "noComponent" }],
    },
    // Re-exports count only from beside the file: a plain module's names from elsewhere are not components.
    {
      code: 'export { TaskText } from "../model/task-format";',
      filename: at("features/tasks/components/task-entry.tsx"),
      errors: [{ messageId: "noComponent" }],
    },
    {
      code: 'export { taskText } from "./task-format";',
      filename: at("features/tasks/components/task-entry.tsx"),
      errors: [{ messageId: "noComponent" }],
    },
    {
      code: component,
      filename: at("features/tools/model/tool-form.tsx"),
      errors: [{ messageId: "componentOutside" }],
    },
    {
      code: "const Form = () => <form />;\nexport default Form;",
      filename: at("features/tools/api/tool-form.tsx"),
      errors: [{ messageId: "componentOutside" }],
    },
  ],
});

import { resolve } from "node:path";
import { RuleTester } from "eslint";
import { houseRules } from "./house-rules.js";

const src = resolve(import.meta.dirname, "..", "..", "src");
const at = (path) => resolve(src, path);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: "module" } });

tester.run("house/feature-folders", houseRules.rules["feature-folders"], {
  valid: [
    { code: "", filename: at("features/tools/api/tools-queries.ts") },
    { code: "", filename: at("features/tools/components/tool-form.tsx") },
    { code: "", filename: at("features/tools/model/prepare-schema.test.ts") },
    { code: "", filename: at("features/balance/hooks/use-slow.ts") },
    { code: "", filename: at("features/topup/hooks/use-settlement.test.tsx") },
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
  ],
});

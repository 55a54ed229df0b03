// Names house/file-names accepts and the casings it stops, in files and in folders.
import { resolve } from "node:path";
import { RuleTester } from "eslint";
import { houseRules } from "./house-rules.js";

const src = resolve(import.meta.dirname, "..", "..", "src");
const at = (path) => resolve(src, path);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: "module" } });

tester.run("house/file-names", houseRules.rules["file-names"], {
  valid: [
    { code: "", filename: at("features/tools/components/tool-form.test.tsx") },
    { code: "", filename: at("lib/http.ts") },
  ],
  invalid: [
    { code: "", filename: at("lib/toolForm.ts"), errors: [{ messageId: "name" }] },
    { code: "", filename: at("features/Tools/a.ts"), errors: [{ messageId: "name" }] },
    { code: "", filename: at("lib/tool_form.ts"), errors: [{ messageId: "name" }] },
  ],
});

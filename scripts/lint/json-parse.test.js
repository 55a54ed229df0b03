// Where raw JSON.parse is allowed (the parsers, tests) and where house/json-parse stops it.
import { resolve } from "node:path";
import { RuleTester } from "eslint";
import { houseRules } from "./house-rules.js";

const src = resolve(import.meta.dirname, "..", "..", "src");
const at = (path) => resolve(src, path);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: "module" } });

tester.run("house/json-parse", houseRules.rules["json-parse"], {
  valid: [
    { code: "JSON.parse(text, reviver);", filename: at("lib/safe-json.ts") },
    { code: "JSON.parse(text);", filename: at("lib/http.ts") },
    { code: "JSON.parse(text);", filename: at("lib/http-error.ts") },
    // Tests read back what the app stored.
    { code: "JSON.parse(stored);", filename: at("features/topup/model/pending-store.test.ts") },
    {
      code: "parseJsonSafe(text); JSON.stringify(value);",
      filename: at("features/tools/model/json-text.ts"),
    },
  ],
  invalid: [
    {
      code: "JSON.parse(raw);",
      filename: at("features/topup/model/remote-setup-store.ts"),
      errors: [{ messageId: "raw" }],
    },
    { code: 'JSON["parse"](raw);', filename: at("lib/format.ts"), errors: [{ messageId: "raw" }] },
    { code: "const parse = JSON.parse;", filename: at("components/x.tsx"), errors: [{ messageId: "raw" }] },
  ],
});

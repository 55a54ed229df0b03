// The one plain-object check in common/, and house/plain-object finding copies by name or by body.
import { resolve } from "node:path";
import { RuleTester } from "eslint";
import { houseRules } from "./house-rules.js";

const src = resolve(import.meta.dirname, "..", "..", "src");
const at = (path) => resolve(src, path);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: "module" } });
const common = (path) => resolve(src, "..", "common", path);

tester.run("house/plain-object", houseRules.rules["plain-object"], {
  valid: [
    {
      code: "export function isRecord(value) { return typeof value === 'object' && value !== null && !Array.isArray(value); }",
      filename: common("plain-object.ts"),
    },
    // Other checks that merely start alike, and a container check that lets arrays in.
    { code: "function isObjectArray(value) { return Array.isArray(value); }", filename: at("lib/a.ts") },
    { code: "const isContainer = (v) => typeof v === 'object' && v !== null;", filename: at("lib/a.ts") },
    // The check written inline where it is used is not a second helper.
    {
      code: "if (typeof v === 'object' && v !== null && !Array.isArray(v)) go(v);",
      filename: at("lib/a.ts"),
    },
  ],
  invalid: [
    {
      code: "function isRecord(value) { return typeof value === 'object' && value !== null; }",
      filename: at("features/search/model/references.ts"),
      errors: [{ messageId: "local", data: { name: "isRecord" } }],
    },
    {
      code: "const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);",
      filename: resolve(src, "..", "server", "tools", "defaults.ts"),
      errors: [{ messageId: "local", data: { name: "isObject" } }],
    },
    {
      code: "const isPlainRecord = function (v) { return Boolean(v); };",
      filename: at("lib/schema.ts"),
      errors: [{ messageId: "local", data: { name: "isPlainRecord" } }],
    },
    // The same body under another name is the same check.
    {
      code: "const isJsonMap = (x) => x !== null && typeof x === 'object' && !Array.isArray(x);",
      filename: at("lib/a.ts"),
      errors: [{ messageId: "local", data: { name: "isJsonMap" } }],
    },
  ],
});

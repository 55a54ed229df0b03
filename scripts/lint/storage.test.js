// The doors to the browser's storage that house/storage allows, and the ways around them it stops.
import { resolve } from "node:path";
import { RuleTester } from "eslint";
import { houseRules } from "./house-rules.js";

const src = resolve(import.meta.dirname, "..", "..", "src");
const at = (path) => resolve(src, path);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: "module" } });

tester.run("house/storage", houseRules.rules.storage, {
  valid: [
    { code: "localStorage.getItem(key);", filename: at("lib/stored-value.ts") },
    { code: "sessionStorage.clear();", filename: at("lib/stored-value.test.ts") },
    // A local name of its own is not the browser's storage.
    {
      code: "const localStorage = new Map(); localStorage.get('k');",
      filename: at("features/tools/model/input-store.ts"),
    },
    { code: 'rawStorage.read("local", key);', filename: at("features/topup/model/pending-store.test.ts") },
    // rawStorage stays in src/lib: device id, legacy imports and the stores' internals.
    { code: 'import { rawStorage } from "../stored-value";', filename: at("lib/call-records/device-id.ts") },
    // Tests outside src/lib play another tab through the storage test kit.
    {
      code: 'import { storedText } from "../../../lib/storage-test-kit";',
      filename: at("features/topup/model/pending-store.test.ts"),
    },
    // IndexedDB is opened by the call-records module only.
    { code: 'typeof indexedDB === "undefined";', filename: at("lib/call-records/call-records.ts") },
  ],
  invalid: [
    {
      code: 'localStorage.setItem("dash.x", "1");',
      filename: at("features/topup/model/pending-store.ts"),
      errors: [{ messageId: "storage" }],
    },
    {
      code: 'const v = window.sessionStorage.getItem("k");',
      filename: at("features/tools/model/input-store.ts"),
      errors: [{ messageId: "storage" }],
    },
    {
      code: 'globalThis["localStorage"].clear();',
      filename: at("lib/format.ts"),
      errors: [{ messageId: "storage" }],
    },
    // Tests use rawStorage too, so the storage has one door.
    {
      code: "localStorage.clear();",
      filename: at("features/tools/components/tool-page.test.tsx"),
      errors: [{ messageId: "storage" }],
    },
    {
      code: 'import { rawStorage } from "../../../lib/stored-value";',
      filename: at("features/tools/model/legacy-history.ts"),
      errors: [{ messageId: "rawStorage" }],
    },
    {
      code: 'import { createStoredValue, rawStorage as raw } from "../../lib/stored-value";',
      filename: at("components/theme/theme-select.test.tsx"),
      errors: [{ messageId: "rawStorage" }],
    },
    {
      code: 'const open = indexedDB.open("calls");',
      filename: at("features/tools/model/history-store.ts"),
      errors: [{ messageId: "indexedDB" }],
    },
    {
      code: 'window.indexedDB.open("calls");',
      filename: at("lib/stored-value.ts"),
      errors: [{ messageId: "indexedDB" }],
    },
    {
      code: 'globalThis["indexedDB"].deleteDatabase("calls");',
      filename: at("features/settings/api/settings-queries.ts"),
      errors: [{ messageId: "indexedDB" }],
    },
  ],
});

import { resolve } from "node:path";
import { RuleTester } from "eslint";
import { houseRules } from "./house-rules.js";

const src = resolve(import.meta.dirname, "..", "..", "src");
const at = (path) => resolve(src, path);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: "module" } });

tester.run("house/layers", houseRules.rules.layers, {
  valid: [
    { code: 'import { a } from "./api/a.ts";', filename: at("features/search/search-page.tsx") },
    { code: 'import { http } from "../../../lib/http.ts";', filename: at("features/search/api/search.ts") },
    {
      code: 'import { SearchPage } from "../../features/search/search-page.tsx";',
      filename: at("app/routes/search.tsx"),
    },
    { code: 'import { cn } from "../ui/cn.ts";', filename: at("components/layout/app-shell.tsx") },
    { code: 'import { z } from "valibot";', filename: at("lib/schema.ts") },
    // The route table is the one thing of app/ that features and components may read.
    {
      code: 'import { paths } from "../../../app/paths.ts";',
      filename: at("features/search/components/x.tsx"),
    },
    { code: 'import { paths } from "../../app/paths";', filename: at("components/layout/main-nav.tsx") },
    // A feature's tests render it in the app's router and query client.
    {
      code: 'import { renderApp } from "../../../app/test-app";',
      filename: at("features/tools/components/tool-page.test.tsx"),
    },
  ],
  invalid: [
    {
      code: 'import { preloadToolPage } from "../../../app/speed/tool-intent.ts";',
      filename: at("features/tools/components/tool-finder.tsx"),
      errors: [{ messageId: "featureToApp" }],
    },
    {
      code: 'import { toolQueries } from "../../tools/api/tool-queries.ts";',
      filename: at("features/search/api/search.ts"),
      errors: [{ messageId: "crossFeature" }],
    },
    {
      code: 'export { x } from "../topup/x.ts";',
      filename: at("features/balance/y.ts"),
      errors: [{ messageId: "crossFeature" }],
    },
    {
      code: 'const m = import("../tools/components/tool-page.tsx");',
      filename: at("features/search/lazy.ts"),
      errors: [{ messageId: "crossFeature" }],
    },
    {
      code: 'import { paths } from "../app/paths.ts";',
      filename: at("lib/format.ts"),
      errors: [{ messageId: "upward" }],
    },
    {
      code: 'import { routes } from "../../app/router.tsx";',
      filename: at("components/layout/main-nav.tsx"),
      errors: [{ messageId: "upward" }],
    },
    {
      code: 'import { useBalance } from "../../features/balance/api/balance-queries.ts";',
      filename: at("components/layout/header.tsx"),
      errors: [{ messageId: "upward" }],
    },
  ],
});

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

const root = resolve(src, "..");
const inRoot = (path) => resolve(root, path);

tester.run("house/test-imports", houseRules.rules["test-imports"], {
  valid: [
    { code: 'import { a } from "./pending-store";', filename: at("features/topup/model/send-payment.ts") },
    // The test side may import the test side.
    {
      code: 'import { pendingPayment } from "./pending-payment-fixture";',
      filename: at("features/topup/model/pending-store.test.ts"),
    },
    {
      code: 'import { testConnection } from "../../../test/fixtures/connection";',
      filename: at("features/topup/model/pending-payment-fixture.ts"),
    },
    {
      code: 'import { makeTestApp } from "../test-support.ts";',
      filename: inRoot("server/search/search-test-kit.ts"),
    },
    // A production module whose name only starts like a test helper.
    {
      code: 'import { x } from "./test-connection";',
      filename: at("features/settings/components/settings-page.tsx"),
    },
  ],
  invalid: [
    {
      code: 'import { pendingPayment } from "./pending-payment-fixture";',
      filename: at("features/topup/model/pending-store.ts"),
      errors: [{ messageId: "testCode" }],
    },
    {
      code: 'import { testConnection } from "../../test/fixtures/connection";',
      filename: at("lib/connection/store.ts"),
      errors: [{ messageId: "testCode" }],
    },
    {
      code: 'import { stored } from "./settings-test-kit";',
      filename: at("features/settings/components/settings-page.tsx"),
      errors: [{ messageId: "testCode" }],
    },
    {
      code: 'export { x } from "./tool-page.test";',
      filename: at("features/tools/components/tool-page.tsx"),
      errors: [{ messageId: "testCode" }],
    },
    {
      code: 'import { openTestDb } from "../testing/test-db.ts";',
      filename: inRoot("server/db/db.ts"),
      errors: [{ messageId: "testCode" }],
    },
    {
      code: 'import { vi } from "vitest";',
      filename: at("lib/http.ts"),
      errors: [{ messageId: "testCode" }],
    },
  ],
});

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

tester.run("house/process-env", houseRules.rules["process-env"], {
  valid: [
    { code: "const port = process.env.PORT;", filename: inRoot("server/config.ts") },
    { code: "const dir = process.env.DATA_DIR;", filename: inRoot("server/resilience/crash-entry.ts") },
    { code: "const dir = process.env.DATA_DIR;", filename: inRoot("server/billing/topup.test.ts") },
    { code: "process.exit(1); envSetting('PORT');", filename: inRoot("server/main.ts") },
  ],
  invalid: [
    {
      code: "const extra = process.env.CSP_CONNECT_SRC;",
      filename: inRoot("server/web/csp.ts"),
      errors: [{ messageId: "env" }],
    },
    {
      code: 'app.get("/x", (c) => c.text(process.env["SECRET"] ?? ""));',
      filename: inRoot("server/billing/balance-routes.ts"),
      errors: [{ messageId: "env" }],
    },
    {
      code: "const { env } = process; process.env;",
      filename: at("lib/http.ts"),
      errors: [{ messageId: "env" }],
    },
  ],
});

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

const jsxTester = new RuleTester({
  languageOptions: {
    ecmaVersion: 2024,
    sourceType: "module",
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});
const look = "h-10 w-full rounded-md border border-border-strong bg-surface px-3 text-sm text-fg";

jsxTester.run("house/owned-controls", houseRules.rules["owned-controls"], {
  valid: [
    // The primitives own the raw controls and their look.
    { code: `const s = <select className="${look}" />;`, filename: at("components/ui/select.tsx") },
    { code: "const b = <button type='button' />;", filename: at("components/ui/button.tsx") },
    {
      code: "const c = <Select><option>a</option></Select>;",
      filename: at("features/tools/components/x.tsx"),
    },
    { code: '<input type="radio" />;', filename: at("features/tools/components/x.tsx") },
    // A secondary button's hover colour is not the control look.
    {
      code: 'const c = "rounded-full border border-border-strong hover:bg-surface-2";',
      filename: at("components/layout/connection-name.tsx"),
    },
    // The tool form styles @rjsf's own markup through variants.
    {
      code: 'const c = "[&_select]:border-border-strong [&_select]:bg-surface";',
      filename: at("features/tools/components/tool-form.tsx"),
    },
    // Tests may render raw markup.
    { code: "render(<button>x</button>);", filename: at("components/ui/dialog.test.tsx") },
    { code: "render(<select />);", filename: at("features/tools/components/x.test.tsx") },
  ],
  invalid: [
    {
      code: "const s = <select value={v} />;",
      filename: at("features/recipes/components/field-editor.tsx"),
      errors: [{ messageId: "element" }],
    },
    {
      code: "const t = <textarea rows={4} />;",
      filename: at("features/search/components/query-fields.tsx"),
      errors: [{ messageId: "element" }],
    },
    {
      code: "const b = <button onClick={go}>Go</button>;",
      filename: at("components/layout/app-shell.tsx"),
      errors: [{ messageId: "element" }],
    },
    {
      code: '<input type="checkbox" checked={on} />;',
      filename: at("features/recipes/components/x.tsx"),
      errors: [{ messageId: "checkbox" }],
    },
    {
      code: `const selectClass = "${look}";`,
      filename: at("features/spending/components/spend-filters-form.tsx"),
      errors: [{ messageId: "look" }],
    },
    {
      code: "const c = `h-9 rounded-md border border-border-strong bg-surface px-2 ${className}`;",
      filename: at("components/theme/theme-select.tsx"),
      errors: [{ messageId: "look" }],
    },
    {
      code: '<input className="w-full border border-border-strong bg-surface p-2" />;',
      filename: at("features/tools/components/json-editor.tsx"),
      errors: [{ messageId: "look" }],
    },
  ],
});

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

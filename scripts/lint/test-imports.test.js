// The test side may import itself; production code that reaches a test, kit, fixture or test library
// is stopped.
import { resolve } from "node:path";
import { RuleTester } from "eslint";
import { houseRules } from "./house-rules.js";

const src = resolve(import.meta.dirname, "..", "..", "src");
const at = (path) => resolve(src, path);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: "module" } });
const inRoot = (path) => resolve(src, "..", path);

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

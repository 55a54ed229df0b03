// process.env in server/config.ts and on the test side, and house/process-env stopping it elsewhere.
import { resolve } from "node:path";
import { RuleTester } from "eslint";
import { houseRules } from "./house-rules.js";

const src = resolve(import.meta.dirname, "..", "..", "src");
const at = (path) => resolve(src, path);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: "module" } });
const inRoot = (path) => resolve(src, "..", path);

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

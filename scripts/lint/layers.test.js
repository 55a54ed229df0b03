// Where each layer may reach: the imports house/layers allows and the ones it stops.
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

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
    { code: "", filename: at("features/tools/form/tool-form.test.tsx") },
    { code: "", filename: at("lib/http.ts") },
  ],
  invalid: [
    { code: "", filename: at("lib/toolForm.ts"), errors: [{ messageId: "name" }] },
    { code: "", filename: at("features/Tools/a.ts"), errors: [{ messageId: "name" }] },
    { code: "", filename: at("lib/tool_form.ts"), errors: [{ messageId: "name" }] },
  ],
});

tester.run("house/query-factories", houseRules.rules["query-factories"], {
  valid: [
    {
      code: "export const q = { a: () => queryOptions({}) };",
      filename: at("features/tasks/api/tasks-queries.ts"),
    },
    {
      code: "const m = useMutation(taskMutations.create(c));",
      filename: at("features/tasks/components/x.tsx"),
    },
    { code: "const q = queryOptions({});", filename: at("features/tasks/api/tasks-queries.test.ts") },
    // lib/ keeps its shared entities' factories where they are.
    { code: "const q = queryOptions({});", filename: at("lib/account-ledger/ledger-queries.ts") },
  ],
  invalid: [
    // A twin beside the feature's factory file, and a leaf query inside a fetcher file.
    {
      code: "export const m = { a: () => mutationOptions({}) };",
      filename: at("features/search/api/cancellable-mutations.ts"),
      errors: [{ messageId: "elsewhere" }],
    },
    {
      code: "export const p = { list: () => queryOptions({}) };",
      filename: at("features/tools/api/list-priced-tools.ts"),
      errors: [{ messageId: "elsewhere" }],
    },
    {
      code: "const probe = useMutation({ mutationFn: async () => 1 });",
      filename: at("features/settings/components/test-connection.tsx"),
      errors: [{ messageId: "elsewhere" }],
    },
    {
      code: "const q = infiniteQueryOptions({});",
      filename: at("features/topup/whitelist/api/whitelist-queries.ts"),
      errors: [{ messageId: "elsewhere" }],
    },
  ],
});

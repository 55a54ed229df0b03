import { resolve } from "node:path";
import { RuleTester } from "eslint";
import { houseRules } from "./house-rules.js";

const src = resolve(import.meta.dirname, "..", "..", "src");
const at = (path) => resolve(src, path);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: "module" } });

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
    // A shared entity of lib/ keeps its factory in its own folder's *-queries.ts.
    { code: "const q = queryOptions({});", filename: at("lib/account-ledger/ledger-queries.ts") },
    { code: "const q = queryOptions({});", filename: at("lib/balance/balance-queries.ts") },
    { code: "const q = queryOptions({});", filename: at("lib/connection/connection-queries.ts") },
    { code: "const q = useQuery(balanceQueries.current(c));", filename: at("lib/balance/use-balance.ts") },
  ],
  invalid: [
    // In lib/: a query built in a hook, a fetcher, or a top-level file instead of the entity's factory.
    {
      code: "const q = useQuery(queryOptions({ queryKey: ['balance'] }));",
      filename: at("lib/balance/use-balance.ts"),
      errors: [{ messageId: "libElsewhere" }],
    },
    {
      code: "const q = queryOptions({});",
      filename: at("lib/balance/get-balance.ts"),
      errors: [{ messageId: "libElsewhere" }],
    },
    {
      code: "const q = queryOptions({});",
      filename: at("lib/connection/local-config.ts"),
      errors: [{ messageId: "libElsewhere" }],
    },
    {
      code: "const q = queryOptions({});",
      filename: at("lib/balance-queries.ts"),
      errors: [{ messageId: "libElsewhere" }],
    },
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
      filename: at("features/topup/api/whitelist-queries.ts"),
      errors: [{ messageId: "elsewhere" }],
    },
  ],
});

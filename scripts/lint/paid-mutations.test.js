import { resolve } from "node:path";
import { RuleTester } from "eslint";
import { houseRules } from "./house-rules.js";

const src = resolve(import.meta.dirname, "..", "..", "src");
const at = (path) => resolve(src, path);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: "module" } });
const factory = at("features/tools/api/tools-queries.ts");
const paid = (fn, meta = "{ accountOf: balanceOwner(c) }") =>
  `export const m = { run: (c) => mutationOptions({ mutationKey: ["k"], mutationFn: ${fn}, retry: 0, meta: ${meta} }) };`;
const guarded = "(v) => guardedSpend({ profileId: c.profileId, action: 'x' }, () => recordedRun(c, v))";

tester.run("house/paid-mutations", houseRules.rules["paid-mutations"], {
  valid: [
    // Guarded, recorded, its account declared: the one path.
    { code: paid(guarded), filename: factory },
    {
      code: paid(
        "async (v) => { const cost = 1n; return guardedSpend({ action: 'x' }, async () => { return await recordedRun(c, v); }); }",
      ),
      filename: factory,
    },
    // Moves the balance but spends nothing, and says why.
    {
      code: paid(
        "(v) => completeTopUp(c, v)",
        "{ accountOf: balanceOwner(c), unpaid: 'A top-up adds credits.' }",
      ),
      filename: at("features/topup/api/topup-queries.ts"),
    },
    // No account, no guard: not paid (a whitelist change, a settings probe).
    {
      code: paid("(v) => addAddress(c, v)", "{ toast: true }"),
      filename: at("features/topup/api/topup-queries.ts"),
    },
    // The gate itself, and tests, call it freely.
    { code: "guardedSpend(request, run);", filename: at("lib/spend-guard.ts") },
    { code: "guardedSpend(request, run);", filename: at("features/tools/components/tool-runner.test.tsx") },
    // Only the factory files are judged; tests build what they like.
    { code: paid("(v) => executeTool(c, v)"), filename: at("features/tools/api/tools-queries.test.ts") },
  ],
  invalid: [
    // The gate called in a component or hook, around the mutation: the path issue 43 removed.
    {
      code: "async function run() { await guardedSpend(request, () => execute(name, body)); }",
      filename: at("features/tools/components/tool-runner.tsx"),
      errors: [{ messageId: "outsideFactory" }],
    },
    {
      code: "async function go() { await spendAllowed(request); mutate(v); }",
      filename: at("features/search/hooks/use-search-run.ts"),
      errors: [{ messageId: "outsideFactory" }],
    },
    // The request sent straight from the mutation: no guard, so no hold, no cap check, no record.
    { code: paid("(v) => executeTool(c, v)"), filename: factory, errors: [{ messageId: "unguarded" }] },
    // Guarded, but the call is not recorded.
    {
      code: paid("(v) => guardedSpend({ action: 'x' }, () => executeTool(c, v))"),
      filename: factory,
      errors: [{ messageId: "unrecorded" }],
    },
    // A recorded call outside the guard does not count as guarded-and-recorded.
    {
      code: paid(
        "async (v) => { await recordedRun(c, v); return guardedSpend({ action: 'x' }, () => send(c, v)); }",
      ),
      filename: factory,
      errors: [{ messageId: "unrecorded" }],
    },
    // Guarded (so paid) without the account it moves.
    { code: paid(guarded, "{ retry: 0 }"), filename: factory, errors: [{ messageId: "noAccount" }] },
    { code: paid(guarded, "undefined"), filename: factory, errors: [{ messageId: "noAccount" }] },
    // "Unpaid" without a reason.
    {
      code: paid("(v) => completeTopUp(c, v)", "{ accountOf: balanceOwner(c), unpaid: '' }"),
      filename: at("features/topup/api/topup-queries.ts"),
      errors: [{ messageId: "unpaidReason" }],
    },
    // In every feature's factory file, the recipes' included.
    {
      code: paid("(v) => runRecipe(c, v)"),
      filename: at("features/recipes/api/recipes-queries.ts"),
      errors: [{ messageId: "unguarded" }],
    },
  ],
});

// Raw controls and the control look inside src/components/ui and tests, and house/owned-controls
// stopping them elsewhere (JSX, so a tester that parses it).
import { resolve } from "node:path";
import { RuleTester } from "eslint";
import { houseRules } from "./house-rules.js";

const src = resolve(import.meta.dirname, "..", "..", "src");
const at = (path) => resolve(src, path);

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

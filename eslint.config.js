import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import pluginQuery from "@tanstack/eslint-plugin-query";
import { houseRules } from "./scripts/lint/house-rules.js";

export default tseslint.config(
  {
    ignores: [
      "dist",
      "node_modules",
      ".data",
      "test-results",
      "playwright-report",
      "coverage",
      "**/generated/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The .d.mts beside a script is found by import only; the default project reads it alone.
        projectService: { allowDefaultProject: ["scripts/*.d.mts"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The React Compiler's rules compile every file they read, the most expensive step of the lint.
    // They judge code the compiler would build into the app; test files keep the two rules of hooks.
    files: ["src/**/*.test.{ts,tsx}", "src/test/**"],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter((rule) => !["react-hooks/rules-of-hooks", "react-hooks/exhaustive-deps"].includes(rule))
        .map((rule) => [rule, "off"]),
    ),
  },
  ...pluginQuery.configs["flat/recommended"],
  {
    files: ["server/**/*.ts", "e2e/**/*.ts", "*.config.ts"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["**/*.{js,mjs}"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: globals.node,
    },
  },
  {
    // The layout rules of docs/architecture.md: one-way data flow between the layers of src/, and
    // kebab-case names everywhere.
    files: ["src/**/*.{ts,tsx}", "server/**/*.ts", "e2e/**/*.ts", "scripts/**/*.{js,mjs}"],
    plugins: { house: houseRules },
    rules: { "house/file-names": "error" },
  },
  {
    // The house style: split anything over 300 lines (docs/architecture.md, Rules).
    files: ["**/*.{ts,tsx,js,mjs}"],
    rules: { "max-lines": ["error", { max: 300 }] },
  },
  {
    // Each rule knows its own exceptions (its module in scripts/lint/): test code, and the one module allowed.
    // Production never imports the test side; the browser's storage is touched in one module and
    // its JSON parsed by the safe parser or the wire parsers; the server reads its environment in
    // server/config.ts only. scripts/, e2e/ and *.config.ts are tooling that reads its own environment.
    files: ["src/**/*.{ts,tsx}", "server/**/*.ts"],
    rules: { "house/test-imports": "error", "house/process-env": "error" },
  },
  {
    // Web Storage in src/lib/stored-value.ts, IndexedDB in src/lib/call-records/, rawStorage in src/lib;
    // form controls and their look in src/components/ui (docs/architecture.md).
    files: ["src/**/*.{ts,tsx}"],
    rules: { "house/json-parse": "error", "house/storage": "error", "house/owned-controls": "error" },
  },
  {
    // One plain-object check per repository, in common/plain-object.ts, which both sides import.
    files: ["src/**/*.{ts,tsx}", "server/**/*.ts", "common/**/*.ts", "e2e/**/*.ts"],
    plugins: { house: houseRules },
    rules: { "house/plain-object": "error" },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "house/layers": "error",
      // One factory file per feature: src/features/<feature>/api/<feature>-queries.ts.
      "house/query-factories": "error",
      // A paid mutation declares its account and goes through the spend guard with its call record.
      "house/paid-mutations": "error",
      // The same folders in every feature: api/, hooks/ (use-*.ts only), components/, model/.
      "house/feature-folders": "error",
      // Query options come from each feature's key factory (`xQueries`), never inline.
      "@tanstack/query/prefer-query-options": "error",
    },
  },
  {
    // One HTTP seam: the service is called through `request()` in src/lib/http.ts only, which adds the
    // key, the signal, the schemas and the one error type. Tests and their helpers stub fetch.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/lib/http.ts", "src/**/*.test.{ts,tsx}", "src/test/**"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "Call the service through request() in src/lib/http.ts." },
        { name: "XMLHttpRequest", message: "Call the service through request() in src/lib/http.ts." },
      ],
      "no-restricted-properties": [
        "error",
        {
          object: "window",
          property: "fetch",
          message: "Call the service through request() in src/lib/http.ts.",
        },
        {
          object: "globalThis",
          property: "fetch",
          message: "Call the service through request() in src/lib/http.ts.",
        },
      ],
    },
  },
  {
    // The first pages (the shell, /balance and /topup, with money in flight) format numbers and dates
    // with src/lib/format.ts: a page's first Intl call or toLocale*String starts ICU inside a task of
    // the first paint (docs/performance.md, "Speed mechanisms"; src/app/speed/README.md).
    files: [
      "src/lib/**/*.{ts,tsx}",
      "src/app/**/*.{ts,tsx}",
      "src/components/layout/**/*.{ts,tsx}",
      "src/features/balance/**/*.{ts,tsx}",
      "src/features/topup/**/*.{ts,tsx}",
    ],
    ignores: ["src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name=/^toLocale(Date|Time)?String$/]",
          message:
            "Format with src/lib/format.ts: the first toLocale*String of a page starts ICU in a first-paint task.",
        },
        {
          selector: "Identifier[name='Intl']",
          message:
            "Format with src/lib/format.ts: the first Intl object of a page starts ICU in a first-paint task.",
        },
      ],
    },
  },
  {
    // The browser never imports the reference service, and the service never imports the browser code.
    // A store is bound with useStoredValue / useStoredList (src/lib/stored-value.ts, stored-list.ts), the
    // only useSyncExternalStore calls.
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: ["**/server/**", "../server/*"],
          paths: [
            {
              name: "react",
              importNames: ["useSyncExternalStore"],
              message:
                "Bind a store with useStoredValue (src/lib/stored-value.ts) or useStoredList (src/lib/stored-list.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/lib/stored-value.ts", "src/lib/stored-list.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/server/**", "../server/*"] }] },
  },
  {
    files: ["server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/src/**"] }] },
  },
);

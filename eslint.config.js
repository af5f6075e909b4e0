import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "build-*/", "bench/results/", "node_modules/", ".react-router/", "data/", "playwright-report/", "test-results/", "bench/results/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/no-empty-object-type": "off",
      "no-empty": ["error", { allowEmptyCatch: true }],
    },
  },
  {
    // Playwright fixtures are declared by destructuring, even when a hook needs none of them.
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": "off", "react-hooks/rules-of-hooks": "off" },
  },
  {
    // One-way imports: shared layers never reach into features.
    files: ["app/components/**", "app/lib/**", "app/server/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["~/features/*", "~/routes/*", "../features/*"], message: "components/ui, lib and server must not import features or routes" }] }],
    },
  },
);

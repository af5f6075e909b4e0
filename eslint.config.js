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
  {
    // The configuration module is the one reader of the environment: everything else takes validated
    // values from getEnv() / getConfig(), so a wrong value is caught at start-up with its name.
    files: ["**/*.{ts,tsx,js}"],
    ignores: [
      "app/server/config.server.ts",
      "scripts/**",
      "tests/**",
      "bench/**",
      "**/*.test.{ts,tsx}",
      "vite.config.ts",
      "vitest.config.ts",
      "playwright.config.ts",
      "drizzle.config.ts",
      "react-router.config.ts",
    ],
    rules: {
      // Covers `process.env.X` and `const { env } = process` alike.
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read configuration through ~/server/config.server (getEnv or getConfig)." }],
      "no-restricted-syntax": [
        "error",
        { selector: "ImportDeclaration[source.value=/^(node:)?process$/] > ImportSpecifier[imported.name='env']", message: "Read configuration through ~/server/config.server (getEnv or getConfig)." },
      ],
    },
  },
);

import fs from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import importPlugin from "eslint-plugin-import";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import importCycles from "./eslint-rules/import-cycles.js";

const root = import.meta.dirname;
const features = fs
  .readdirSync(path.join(root, "app/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The console's tabs: each folder of the CRM that declares a tab entry (tab.ts).
const crm = path.join(root, "app/features/crm");
const consoleTabs = fs
  .readdirSync(crm, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(crm, entry.name, "tab.ts")))
  .map((entry) => entry.name);

/**
 * Inside the CRM, tabs sit on top: a tab folder may use records/, shared/ and the other common
 * folders, never another tab's files; records/, shared/, insights/ and live/ never use a tab; the
 * shell reads only each tab's entry (tab.ts), for the tab table. Tests may reach across (a test of
 * the tab table opens every tab). crm/index.ts and index.server.ts are the feature's entries and
 * list every tab's panel and loader.
 */
const consoleTabZones = consoleTabs.flatMap((tab) => [
  {
    target: [
      "./app/features/crm/{records,shared,insights,live}/**/!(*.test).{ts,tsx}",
      ...consoleTabs
        .filter((other) => other !== tab)
        .map((other) => `./app/features/crm/${other}/**/!(*.test).{ts,tsx}`),
    ],
    from: `./app/features/crm/${tab}`,
    message: `"${tab}" is a console tab: move what others need of it into crm/records or crm/shared, or let the tab pass it in.`,
  },
  {
    target: "./app/features/crm/shell/**/!(*.test).{ts,tsx}",
    from: `./app/features/crm/${tab}`,
    except: ["./tab.ts"],
    message: `The shell reads a tab only through its entry, "${tab}/tab.ts".`,
  },
]);

// Modules that compose features into pages: the route modules and the app-level files beside them.
const composers = ["./app/routes/**", "./app/*.{ts,tsx}"];

/**
 * One-way imports: components, lib, server → features → routes. The zones match resolved paths, so
 * "~/features/x/y" and "../x/y" are caught alike.
 */
const boundaryZones = [
  {
    target: ["./app/components", "./app/lib", "./app/server"],
    from: ["./app/features/**", ...composers],
    message:
      "components, lib and server are shared layers below features and routes: move what both need into lib, components or server, or let the feature pass it in.",
  },
  // A feature is used through its public entry only, so its other files can change freely.
  ...features.map((feature) => ({
    target: [
      ...features.filter((other) => other !== feature).map((other) => `./app/features/${other}`),
      ...composers,
    ],
    from: `./app/features/${feature}`,
    except: ["./index.ts", "./index.server.ts"],
    message: `Import it from "~/features/${feature}", its public entry (server code: "~/features/${feature}/index.server"); export it there if it is missing.`,
  })),
  {
    target: "./app/features/**/!(*.server|*.test).{ts,tsx}",
    from: "./app/features/*/index.server.ts",
    message:
      "index.server is the server-only entry: import it from a .server.ts file, a test or a route's loader, and use the feature's index.ts here.",
  },
  {
    target: "./app/features/**/!(*.test).{ts,tsx}",
    from: "./app/routes",
    message:
      "Routes compose features, not the other way round: move what is needed into the feature (a test may call a route's loader or action).",
  },
  ...consoleTabZones,
];

// The environment rule's property: repeated wherever another block sets no-restricted-properties,
// since the last block that sets a rule for a file replaces its list.
const processEnvProperty = {
  object: "process",
  property: "env",
  message: "Read configuration through ~/server/config.server (getEnv or getConfig).",
};

// The staff console's code: the only app code that may format through Intl (ADR 006 covers the public site).
const consoleCode = [
  "app/features/{crm,console,auth,screenshot-alerts}/**",
  "app/routes/{vox,auth}*",
  "app/routes/api.v1.console.*",
];
const localeFormatting =
  "Public pages format through ~/lib/format (Indian grouping and India time by hand, ADR 006), not Intl or toLocale*.";

/** The app's source folder and the alias that points into it, as tsconfig's paths map "~/*". */
const cycleOptions = { root: "app", features: "app/features", alias: { "~/": "app/" } };

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "bench/results/",
      "node_modules/",
      ".react-router/",
      "data/",
      "playwright-report/",
      "test-results/",
      "bench/results/",
      "coverage/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, import: importPlugin },
    settings: {
      "import/extensions": [".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs"],
      "import/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      // Resolves "~/..." through tsconfig's paths, as Vite and Vitest do.
      "import/resolver": { typescript: { project: path.join(root, "tsconfig.json") } },
    },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/no-empty-object-type": "off",
      "no-empty": ["error", { allowEmptyCatch: true }],
      "import/no-restricted-paths": ["error", { basePath: root, zones: boundaryZones }],
      // Outside app/ (server, scripts, tests, bench): run-time cycles. Type-only imports are skipped by
      // the rule itself; app/ has the stricter local rule below instead.
      // disableScc: the rule's default pre-pass maps the whole import graph, packages included, and
      // took 14 of the 16 s of a full lint; following imports from each file instead takes about 2 s.
      // ignoreExternal: a cycle inside a package is not ours to fix.
      "import/no-cycle": ["error", { ignoreExternal: true, disableScc: true }],
    },
  },
  {
    // No file in app/ reaches itself through its imports, type-only and dynamic ones included, and no
    // feature reaches itself through other features (ADR 048). One import graph of app/ serves both.
    files: ["app/**/*.{ts,tsx,js}"],
    plugins: { local: importCycles },
    rules: {
      "import/no-cycle": "off",
      "local/no-file-cycle": ["error", cycleOptions],
      "local/no-feature-cycle": ["error", cycleOptions],
    },
  },
  {
    // Playwright fixtures are declared by destructuring, even when a hook needs none of them.
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": "off", "react-hooks/rules-of-hooks": "off" },
  },
  {
    // The app takes zod from ~/lib/zod and ~/lib/zod-mini, which set it up (no compiled parsers: the
    // pages' CSP refuses eval) before any schema is made, and only on pages that load zod.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/zod.ts", "app/lib/zod-mini.ts", "app/lib/zod-jitless.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "zod", message: "Import z from ~/lib/zod.", allowTypeImports: true },
            { name: "zod/mini", message: "Import * as z from ~/lib/zod-mini.", allowTypeImports: true },
          ],
          patterns: [{ group: ["zod/*"], message: "Import zod through ~/lib/zod or ~/lib/zod-mini." }],
        },
      ],
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
      "no-restricted-properties": ["error", processEnvProperty],
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "ImportDeclaration[source.value=/^(node:)?process$/] > ImportSpecifier[imported.name='env']",
          message: "Read configuration through ~/server/config.server (getEnv or getConfig).",
        },
      ],
    },
  },
  {
    // The public site never formats through Intl or toLocale*: the first Intl formatter a page makes
    // loads the browser's ICU data during hydration, and Node and browsers print en-IN times apart.
    files: ["app/features/**/*.{ts,tsx}", "app/routes/**/*.{ts,tsx}"],
    ignores: [...consoleCode, "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-globals": ["error", { name: "Intl", message: localeFormatting }],
      "no-restricted-properties": [
        "error",
        processEnvProperty,
        ...["toLocaleString", "toLocaleDateString", "toLocaleTimeString"].map((property) => ({
          property,
          message: localeFormatting,
        })),
      ],
    },
  },
  {
    // The client build treats a feature's index as free of side effects (vite.config.ts), so it must
    // hold re-exports only: anything else in it could be dropped from the bundle.
    files: ["app/features/*/index.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Program > :not(ExportNamedDeclaration[source], ExportAllDeclaration)",
          message:
            'A feature\'s index.ts only re-exports (export { x } from "./x"); put the code in a module of its own.',
        },
        // The environment rule's selector too: one no-restricted-syntax per file wins, so both live here.
        {
          selector:
            "ImportDeclaration[source.value=/^(node:)?process$/] > ImportSpecifier[imported.name='env']",
          message: "Read configuration through ~/server/config.server (getEnv or getConfig).",
        },
      ],
    },
  },
);

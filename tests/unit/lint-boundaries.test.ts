import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The import boundaries are only as good as the lint config that enforces them: each case lints a
 * snippet as if it were a file at `file`, with the project's own eslint.config.js, and names the
 * import rule it must trip (or none). Each group runs only its own rule, so the boundary cases do not
 * pay for the cycle rules walking the whole import graph.
 */
const root = path.resolve(import.meta.dirname, "../..");
const linters = new Map<string, ESLint>();

beforeAll(async () => {
  const rules = [
    "import/no-restricted-paths",
    "local/no-file-cycle",
    "local/no-feature-cycle",
    "no-restricted-globals",
    "no-restricted-properties",
  ];
  for (const rule of rules) {
    linters.set(
      rule,
      new ESLint({
        cwd: root,
        overrideConfigFile: path.join(root, "eslint.config.js"),
        ruleFilter: ({ ruleId }) => ruleId === rule,
      }),
    );
  }
  // Loading the config, its plugins and TypeScript takes seconds on a busy machine: paid here, under
  // the hook's timeout, rather than by whichever case runs first.
  const warmUp = { filePath: path.join(root, "app/lib/probe.ts") };
  await Promise.all([...linters.values()].map((linter) => linter.lintText("", warmUp)));
});

async function problems(rule: string, file: string, code: string) {
  const [result] = await linters.get(rule)!.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}
const importProblems = (file: string, code: string) => problems("import/no-restricted-paths", file, code);
const cycleProblems = (file: string, code: string) => problems("local/no-file-cycle", file, code);
const intlProblems = async (file: string, code: string) => [
  ...(await problems("no-restricted-globals", file, code)),
  ...(await problems("no-restricted-properties", file, code)),
];
const featureCycleProblems = (file: string, code: string) => problems("local/no-feature-cycle", file, code);

describe("feature boundaries", () => {
  it("let a feature use another through its index", async () => {
    expect(
      await importProblems(
        "app/features/home/probe.tsx",
        'export { DestinationCard } from "~/features/destinations";\n',
      ),
    ).toEqual([]);
  });

  it("let server code and tests use another feature's index.server", async () => {
    const code = 'export { getDestinationSummaries } from "~/features/destinations/index.server";\n';
    expect(await importProblems("app/features/home/probe.server.ts", code)).toEqual([]);
    expect(await importProblems("app/features/home/probe.test.ts", code)).toEqual([]);
  });

  it.each([
    [
      "a deep import of another feature",
      "app/features/home/probe.tsx",
      'export { DestinationPage } from "~/features/destinations/destination-page";\n',
    ],
    [
      "a relative climb into another feature",
      "app/features/home/probe.tsx",
      'export { DealsPage } from "../deals/deals-page";\n',
    ],
    [
      "a route's deep import of a feature",
      "app/routes/probe.tsx",
      'export { DealsPage } from "~/features/deals/deals-page";\n',
    ],
  ])("reject %s, naming the public entry to use", async (_case, file, code) => {
    const problems = await importProblems(file, code);
    expect(problems).toHaveLength(1);
    expect(problems[0].rule).toBe("import/no-restricted-paths");
    expect(problems[0].message).toMatch(
      /Import it from "~\/features\/(destinations|deals)", its public entry/,
    );
  });

  it("reject index.server in client code", async () => {
    const problems = await importProblems(
      "app/features/home/probe.tsx",
      'export { getDestinationSummaries } from "~/features/destinations/index.server";\n',
    );
    expect(problems).toEqual([
      {
        rule: "import/no-restricted-paths",
        message: expect.stringMatching(/index\.server is the server-only entry/),
      },
    ]);
  });

  it.each([
    ["through the alias", 'export { deals } from "~/features/deals";\n'],
    ["through a relative path", 'export { deals } from "../features/deals";\n'],
  ])("keep lib from importing a feature %s", async (_case, code) => {
    const problems = await importProblems("app/lib/probe.ts", code);
    expect(problems).toEqual([
      {
        rule: "import/no-restricted-paths",
        message: expect.stringMatching(/shared layers below features and routes/),
      },
    ]);
  });
});

describe("console tab boundaries", () => {
  it.each([
    [
      "a tab using another tab's file",
      "app/features/crm/contacts/probe.tsx",
      'export { TasksPanel } from "../tasks/tasks-panel";\n',
      /"tasks" is a console tab/,
    ],
    [
      "records using a tab's file",
      "app/features/crm/records/probe.server.ts",
      'export { tasksTab } from "~/features/crm/tasks/tasks.server";\n',
      /"tasks" is a console tab/,
    ],
    [
      "shared code using a tab's file",
      "app/features/crm/shared/probe.ts",
      'export { logFilters } from "../logs/log-filters";\n',
      /"logs" is a console tab/,
    ],
    [
      "the shell using a tab's panel",
      "app/features/crm/shell/probe.ts",
      'export { default } from "../pipeline/pipeline-panel";\n',
      /The shell reads a tab only through its entry, "pipeline\/tab.ts"/,
    ],
  ])("reject %s", async (_case, file, code, message) => {
    expect(await importProblems(file, code)).toEqual([
      { rule: "import/no-restricted-paths", message: expect.stringMatching(message) },
    ]);
  });

  it.each([
    [
      "a tab using records and shared",
      "app/features/crm/contacts/probe.tsx",
      'export { TagChip } from "../records/tag-chip";\nexport { PanelHeading } from "../shared/panel-heading";\n',
    ],
    [
      "the shell reading a tab's entry",
      "app/features/crm/shell/probe.ts",
      'export { tasksTabEntry } from "../tasks/tab";\n',
    ],
    [
      "a tab's own files",
      "app/features/crm/tasks/probe.ts",
      'export { taskFilters } from "./task-filters";\n',
    ],
    [
      "a test reaching across tabs",
      "app/features/crm/records/probe.db.test.ts",
      'export { loadContactDetail } from "../contacts/contacts.server";\n',
    ],
  ])("pass %s", async (_case, file, code) => {
    expect(await importProblems(file, code)).toEqual([]);
  });
});

describe("import cycles", () => {
  // cn.ts is imported by button.tsx, so cn.ts importing button.tsx closes a loop.
  it.each([
    ["an import", 'import { Button } from "~/components/ui/button";\nexport { Button };\n'],
    // Erased before run time, but the two files still cannot be read or moved one without the other.
    [
      "a type-only import",
      'import type { ButtonProps } from "~/components/ui/button";\nexport type { ButtonProps };\n',
    ],
    ["a dynamic import", 'export const loadButton = () => import("~/components/ui/button");\n'],
    ["a relative re-export", 'export { Button } from "../components/ui/button";\n'],
  ])("reject a cycle closed by %s, naming the files in it", async (_case, code) => {
    expect(await cycleProblems("app/lib/cn.ts", code)).toEqual([
      {
        rule: "local/no-file-cycle",
        message: expect.stringContaining("Import cycle: lib/cn.ts → components/ui/button.tsx → lib/cn.ts."),
      },
    ]);
  });

  it("pass imports that lead nowhere back", async () => {
    const code =
      'import { cn } from "~/lib/cn";\nimport type { ButtonProps } from "~/components/ui/button";\nexport { cn, type ButtonProps };\n';
    expect(await cycleProblems("app/lib/probe.ts", code)).toEqual([]);
  });
});

describe("feature cycles", () => {
  // home imports destinations (its cards), and destinations imports booking (the itinerary's button).
  it("reject a feature importing one that imports it back", async () => {
    const problems = await featureCycleProblems(
      "app/features/destinations/probe.tsx",
      'export { HomeHero } from "~/features/home";\n',
    );
    expect(problems).toEqual([
      {
        rule: "local/no-feature-cycle",
        message: expect.stringMatching(
          /^Features import each other: destinations → home → destinations \(home\/\S+ imports destinations\/index\.ts\)/,
        ),
      },
    ]);
  });

  it("reject a loop through a third feature, whichever files carry it", async () => {
    const problems = await featureCycleProblems(
      "app/features/booking/probe.server.ts",
      'export { HomeHero } from "~/features/home";\n',
    );
    expect(problems).toEqual([
      {
        rule: "local/no-feature-cycle",
        message: expect.stringContaining("booking → home → destinations → booking"),
      },
    ]);
  });

  it("pass imports between features that run one way", async () => {
    const code =
      'export { DestinationCard } from "~/features/destinations";\nexport { BookingButton } from "~/features/booking";\n';
    expect(await featureCycleProblems("app/features/home/probe.tsx", code)).toEqual([]);
  });

  // Nothing imports a test, so a test closes no loop between features.
  it("let a test import any feature", async () => {
    const code = 'export { HomeHero } from "~/features/home";\n';
    expect(await featureCycleProblems("app/features/destinations/probe.test.tsx", code)).toEqual([]);
  });
});

describe("locale formatting on public pages", () => {
  const formatRule = (rule: string) => ({
    rule,
    message: expect.stringContaining("Public pages format through ~/lib/format"),
  });

  it.each([
    [
      "toLocaleString",
      'export const n = (x: number) => x.toLocaleString("en-IN");\n',
      "no-restricted-properties",
    ],
    [
      "toLocaleDateString",
      'export const d = (x: Date) => x.toLocaleDateString("en-IN");\n',
      "no-restricted-properties",
    ],
    [
      "toLocaleTimeString",
      'export const t = (x: Date) => x.toLocaleTimeString("en-IN");\n',
      "no-restricted-properties",
    ],
    ["an Intl formatter", 'export const f = new Intl.NumberFormat("en-IN");\n', "no-restricted-globals"],
  ])("reject %s in a public feature and a public route", async (_case, code, rule) => {
    expect(await intlProblems("app/features/destinations/probe.tsx", code)).toEqual([formatRule(rule)]);
    expect(await intlProblems("app/routes/probe.tsx", code)).toEqual([formatRule(rule)]);
  });

  it("pass the India formatter", async () => {
    const code =
      'import { formatIndianNumber } from "~/lib/format";\nexport const n = formatIndianNumber(125000);\n';
    expect(await intlProblems("app/features/destinations/probe.tsx", code)).toEqual([]);
  });

  it.each([
    "app/features/crm/probe.tsx",
    "app/routes/vox.probe.tsx",
    "app/routes/api.v1.console.probe.ts",
    "app/features/destinations/probe.test.ts",
  ])("leave the console and tests alone: %s", async (file) => {
    expect(
      await intlProblems(file, 'export const n = new Intl.NumberFormat("en-IN").format(1e5);\n'),
    ).toEqual([]);
  });

  it("still reject process.env there, whose rule shares the property list", async () => {
    expect(
      await intlProblems("app/features/destinations/probe.server.ts", "export const e = process.env.X;\n"),
    ).toEqual([{ rule: "no-restricted-properties", message: expect.stringMatching(/config\.server/) }]);
  });
});

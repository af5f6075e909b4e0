import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The import boundaries are only as good as the lint config that enforces them: each case lints a
 * snippet as if it were a file at `file`, with the project's own eslint.config.js, and names the
 * import rule it must trip (or none). Each group runs only its own rule, so the boundary cases do not
 * pay for no-cycle walking the whole import graph.
 */
const root = path.resolve(import.meta.dirname, "../..");
const linters = new Map<string, ESLint>();

beforeAll(() => {
  for (const rule of ["import/no-restricted-paths", "import/no-cycle"]) {
    linters.set(
      rule,
      new ESLint({
        cwd: root,
        overrideConfigFile: path.join(root, "eslint.config.js"),
        ruleFilter: ({ ruleId }) => ruleId === rule,
      }),
    );
  }
});

async function problems(rule: string, file: string, code: string) {
  const [result] = await linters.get(rule)!.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}
const importProblems = (file: string, code: string) => problems("import/no-restricted-paths", file, code);
const cycleProblems = (file: string, code: string) => problems("import/no-cycle", file, code);

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

describe("import cycles", () => {
  // cn.ts is imported by button.tsx, so cn.ts importing button.tsx closes a loop.
  it("reject a cycle", async () => {
    const code =
      'import { Button } from "~/components/ui/button";\nexport const cn = (...c: string[]) => c.join(" ");\nexport { Button };\n';
    expect(await cycleProblems("app/lib/cn.ts", code)).toEqual([
      { rule: "import/no-cycle", message: expect.stringMatching(/Dependency cycle/) },
    ]);
  });

  it("ignore a type-only import, which is erased before run time", async () => {
    const code =
      'import type { ButtonProps } from "~/components/ui/button";\nexport const cn = (...c: string[]) => c.join(" ");\nexport type { ButtonProps };\n';
    expect(await cycleProblems("app/lib/cn.ts", code)).toEqual([]);
  });
});

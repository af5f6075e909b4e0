import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { commitMessageProblems } from "./check-commit-message.js";

const root = path.resolve(import.meta.dirname, "..");
const body = "\n\nThe reason, in a sentence or two.\n";

describe("commit-msg check", () => {
  it("accepts a subject of 72 characters with a body", () => {
    expect(commitMessageProblems("x".repeat(72) + body)).toEqual([]);
  });

  it("refuses a subject longer than 72 characters", () => {
    expect(commitMessageProblems("x".repeat(73) + body)).toEqual([
      "The subject has 73 characters; keep it to 72 and move the detail into the body.",
    ]);
  });

  it("counts characters, not bytes", () => {
    expect(commitMessageProblems("₹".repeat(72) + body)).toEqual([]);
  });

  it("refuses a body that does not start after a blank line", () => {
    expect(commitMessageProblems("Short subject\nThe body glued to it.\n")).toEqual([
      "The second line must be blank: it separates the subject from the body.",
    ]);
  });

  it("refuses a subject alone", () => {
    expect(commitMessageProblems("Short subject\n")).toEqual([
      "There is no body: after a blank line, say why the change is made.",
    ]);
    expect(commitMessageProblems("Short subject\n\n\n")).toHaveLength(1);
  });

  it("reads the message git stores: comment lines and a `commit -v` diff are not part of it", () => {
    const edited = [
      "Short subject",
      "# Please enter the commit message for your changes.",
      "",
      "Why.",
      "# ------------------------ >8 ------------------------",
      "diff --git a/x b/x",
      "x".repeat(100),
    ].join("\n");
    expect(commitMessageProblems(edited)).toEqual([]);
    expect(commitMessageProblems("Short subject\n\n# only a comment where the body goes\n")).toEqual([
      "There is no body: after a blank line, say why the change is made.",
    ]);
  });

  it("allows merge commits as git writes them, and while a merge is concluded", () => {
    expect(commitMessageProblems("Merge branch 'main' into wt-docs\n")).toEqual([]);
    expect(
      commitMessageProblems(`Merge remote-tracking branch 'origin/main' into ${"x".repeat(80)}\n`),
    ).toEqual([]);
    expect(commitMessageProblems("Bring in main\n", { merging: true })).toEqual([]);
    expect(commitMessageProblems("Bring in main\n")).toHaveLength(1);
  });

  it("allows fixup! and squash! commits, which a rebase folds away", () => {
    expect(commitMessageProblems(`fixup! ${"x".repeat(80)}\n`)).toEqual([]);
  });

  it("as the hook: exits 1 naming the problem, 0 for a good message or during a merge", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "commit-msg-"));
    const message = path.join(dir, "COMMIT_EDITMSG");
    const mergeHead = path.join(dir, "MERGE_HEAD");
    const hook = (...args: string[]) =>
      spawnSync(path.join(root, ".githooks/commit-msg"), [message, ...args], { cwd: root, encoding: "utf8" });

    fs.writeFileSync(message, "x".repeat(73) + body);
    const refused = spawnSync(process.execPath, ["scripts/check-commit-message.js", message, mergeHead], {
      cwd: root,
      encoding: "utf8",
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("The subject has 73 characters");
    expect(hook().status).toBe(1);

    fs.writeFileSync(mergeHead, "0".repeat(40));
    expect(hook().status).toBe(1); // the hook names MERGE_HEAD itself; this file is not it
    const duringMerge = spawnSync(process.execPath, ["scripts/check-commit-message.js", message, mergeHead], {
      cwd: root,
      encoding: "utf8",
    });
    expect(duringMerge.status).toBe(0);

    fs.writeFileSync(message, "Short subject" + body);
    expect(hook().status).toBe(0);
  });
});

describe("prepare: installing the hook", () => {
  const install = (cwd: string, env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [path.join(root, "scripts/install-git-hooks.js")], {
      cwd,
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", HOME: os.tmpdir(), ...env },
    });

  it("sets core.hooksPath in a git checkout", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hooks-git-"));
    spawnSync("git", ["init", "-q"], { cwd: dir });
    expect(install(dir).status).toBe(0);
    expect(spawnSync("git", ["config", "core.hooksPath"], { cwd: dir, encoding: "utf8" }).stdout.trim()).toBe(
      ".githooks",
    );
  });

  it("succeeds without touching anything where there is no .git, and in CI", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hooks-tarball-"));
    const result = install(dir, { GIT_CEILING_DIRECTORIES: path.dirname(dir) });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("not a git checkout");

    const repo = fs.mkdtempSync(path.join(os.tmpdir(), "hooks-ci-"));
    spawnSync("git", ["init", "-q"], { cwd: repo });
    expect(install(repo, { CI: "true" }).status).toBe(0);
    expect(spawnSync("git", ["config", "core.hooksPath"], { cwd: repo }).status).toBe(1);
  });
});

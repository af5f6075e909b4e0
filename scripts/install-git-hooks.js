// `npm install`'s prepare step: points git at the project's hooks (.githooks/). It never fails the
// install: in CI, in an unpacked tarball without .git, or without git at all, there is nothing to set.
import { spawnSync } from "node:child_process";

const git = (...args) => spawnSync("git", args, { encoding: "utf8" });

if (process.env.CI) {
  console.log("git hooks: not installed in CI");
} else if (git("rev-parse", "--is-inside-work-tree").stdout?.trim() !== "true") {
  console.log("git hooks: not a git checkout, nothing to install");
} else if (git("config", "core.hooksPath", ".githooks").status === 0) {
  console.log("git hooks: core.hooksPath = .githooks (commit messages are checked)");
} else {
  console.log("git hooks: could not set core.hooksPath; commit messages will not be checked");
}

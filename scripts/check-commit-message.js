// The commit-msg hook (.githooks/commit-msg): a subject of at most 72 characters, a blank line, then
// a body that says why. `git log --oneline` is read as the project's history, so a subject must fit
// a line and stand for one change; the why goes in the body.
import fs from "node:fs";
import { pathToFileURL } from "node:url";

export const MAX_SUBJECT = 72;

// Everything below git's scissors line is the diff shown by `git commit -v`, not the message.
const SCISSORS = /^# -+ >8 -+$/;

/** The message as git will store it: comment lines and a `-v` diff removed, outer blank lines trimmed. */
function meaningfulLines(text) {
  const lines = [];
  for (const line of text.replace(/\r\n/g, "\n").split("\n")) {
    if (SCISSORS.test(line)) break;
    if (!line.startsWith("#")) lines.push(line.trimEnd());
  }
  while (lines.length > 0 && lines[0] === "") lines.shift();
  while (lines.length > 0 && lines.at(-1) === "") lines.pop();
  return lines;
}

/**
 * What is wrong with a commit message, one sentence per problem; empty when it may be committed.
 * `merging` is true while git concludes a merge: its generated "Merge branch …" line is kept as is.
 */
export function commitMessageProblems(text, { merging = false } = {}) {
  const lines = meaningfulLines(text);
  if (lines.length === 0) return []; // git itself refuses an empty message
  const subject = lines[0];
  // Merges name their branches, and fixup!/squash!/amend! commits are folded away by a rebase.
  if (merging || /^Merge (branch|remote-tracking branch|commit|tag|pull request) /.test(subject)) return [];
  if (/^(fixup|squash|amend)! /.test(subject)) return [];
  const problems = [];
  const length = [...subject].length;
  if (length > MAX_SUBJECT)
    problems.push(
      `The subject has ${length} characters; keep it to ${MAX_SUBJECT} and move the detail into the body.`,
    );
  if (lines.length === 1) problems.push("There is no body: after a blank line, say why the change is made.");
  else if (lines[1] !== "")
    problems.push("The second line must be blank: it separates the subject from the body.");
  else if (lines.slice(2).every((line) => line === ""))
    problems.push("There is no body: after a blank line, say why the change is made.");
  return problems;
}

// As a hook: git passes the message file's path; MERGE_HEAD's path says whether a merge is being concluded.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [file, mergeHead] = process.argv.slice(2);
  if (!file) {
    console.error("usage: node scripts/check-commit-message.js <message file> [<path of MERGE_HEAD>]");
    process.exit(2);
  }
  const problems = commitMessageProblems(fs.readFileSync(file, "utf8"), {
    merging: Boolean(mergeHead && fs.existsSync(mergeHead)),
  });
  if (problems.length > 0) {
    console.error("Commit refused:");
    for (const problem of problems) console.error(`  - ${problem}`);
    console.error(`Your message is kept in ${file}; \`git commit -e -F ${file}\` edits it again.`);
    process.exit(1);
  }
}

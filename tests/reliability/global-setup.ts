import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const figuresFile = path.join(import.meta.dirname, "results/figures.jsonl");
const report = path.join(import.meta.dirname, "results/latest.md");

/** Checks the build is there, starts an empty figures file, and at the end writes the report. */
export function setup() {
  const entry = path.resolve(root, process.env.BUILD_DIR || "build", "server/index.js");
  if (!fs.existsSync(entry))
    throw new Error(`No production build at ${entry}: run \`npm run build\` first (or set BUILD_DIR).`);
  if (!fs.existsSync(path.join(path.dirname(entry), "../commands/db-migrate.js")))
    throw new Error(
      `The build at ${path.dirname(path.dirname(entry))} has no compiled commands: run \`npm run build\` again.`,
    );
  fs.mkdirSync(path.dirname(figuresFile), { recursive: true });
  fs.writeFileSync(figuresFile, "");
  return teardown;
}

function teardown() {
  if (!fs.existsSync(figuresFile)) return;
  const rows = fs
    .readFileSync(figuresFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { section: string; what: string; value: string });
  fs.rmSync(figuresFile);
  if (!rows.length) return;
  const sections = [...new Set(rows.map((r) => r.section))];
  const cpus = (fs.readFileSync("/proc/cpuinfo", "utf8").match(/^processor/gm) ?? []).length;
  const lines = [
    "# Reliability figures",
    "",
    `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${cpus} cores, Node ${process.version}, from \`npm run test:reliability\`.`,
    "",
  ];
  for (const section of sections) {
    lines.push(`## ${section}`, "", "| What | Figure |", "| --- | --- |");
    for (const r of rows.filter((x) => x.section === section)) lines.push(`| ${r.what} | ${r.value} |`);
    lines.push("");
  }
  fs.writeFileSync(report, lines.join("\n"));
  console.log(`\nReliability figures written to ${path.relative(root, report)}`);
}

// A strict reader of Prometheus's text exposition format (0.0.4), for tests: every line must be a
// HELP, a TYPE or a sample of a family declared before it, names and labels must be well formed,
// values numbers, and no sample may repeat. It throws on the first line that breaks a rule.

export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Family = { name: string; help: string; type: string; samples: Sample[] };

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(["counter", "gauge", "histogram", "summary", "untyped"]);
/** The sample names a family of each type may have, from its own name. */
const SUFFIXES: Record<string, string[]> = {
  counter: ["", "_total"],
  gauge: [""],
  untyped: [""],
  histogram: ["_bucket", "_sum", "_count"],
  summary: ["", "_sum", "_count"],
};

/**
 * A sample's value as Prometheus reads it (Go's ParseFloat): the special values in any case. prom-client
 * writes NaN as "Nan", e.g. the event loop's mean lag when two scrapes come closer together than
 * its sampling interval.
 */
function parseValue(raw: string, line: number): number {
  const special = raw.toLowerCase();
  if (special === "+inf" || special === "inf") return Infinity;
  if (special === "-inf") return -Infinity;
  if (special === "nan") return NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(raw)) throw new Error(`line ${line}: bad value ${raw}`);
  return Number(raw);
}

/** The labels of `{a="1",b="x\"y"}` (the braces' content), unescaped. */
function parseLabels(text: string, line: number): Record<string, string> {
  const labels: Record<string, string> = {};
  let i = 0;
  while (i < text.length) {
    const eq = text.indexOf("=", i);
    if (eq < 0) throw new Error(`line ${line}: label without =`);
    const name = text.slice(i, eq);
    if (!LABEL.test(name)) throw new Error(`line ${line}: bad label name ${name}`);
    if (name in labels) throw new Error(`line ${line}: label ${name} twice`);
    if (text[eq + 1] !== '"') throw new Error(`line ${line}: label ${name} not quoted`);
    let value = "";
    let j = eq + 2;
    for (; j < text.length && text[j] !== '"'; j++) {
      if (text[j] === "\\") {
        const next = text[++j];
        if (next === "n") value += "\n";
        else if (next === "\\" || next === '"') value += next;
        else throw new Error(`line ${line}: bad escape \\${next}`);
      } else value += text[j];
    }
    if (j >= text.length) throw new Error(`line ${line}: unterminated label value`);
    labels[name] = value;
    i = j + 1;
    if (text[i] === ",") i++;
    else if (i < text.length) throw new Error(`line ${line}: expected , between labels`);
  }
  return labels;
}

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const seen = new Set<string>();
  let current: Family | undefined;
  const lines = text.split("\n");
  if (lines.at(-1) !== "") throw new Error("the exposition must end with a newline");
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw === "") return;
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(raw);
    if (meta) {
      const [, kind, name, rest] = meta as unknown as [string, string, string, string];
      if (!NAME.test(name)) throw new Error(`line ${line}: bad metric name ${name}`);
      let family = families.get(name);
      if (!family) {
        family = { name, help: "", type: "untyped", samples: [] };
        families.set(name, family);
      } else if (current !== family) throw new Error(`line ${line}: ${name} declared apart from its family`);
      current = family;
      if (kind === "HELP") family.help = rest;
      else {
        if (!TYPES.has(rest)) throw new Error(`line ${line}: bad type ${rest}`);
        if (family.samples.length) throw new Error(`line ${line}: TYPE after samples of ${name}`);
        family.type = rest;
      }
      return;
    }
    if (raw.startsWith("#")) return; // a comment
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: (-?\d+))?$/.exec(raw);
    if (!sample) throw new Error(`line ${line}: not a sample: ${raw}`);
    const [, name, labelText, value] = sample as unknown as [string, string, string | undefined, string];
    if (!current) throw new Error(`line ${line}: sample ${name} before any TYPE`);
    const suffix = name.slice(current.name.length);
    if (!name.startsWith(current.name) || !SUFFIXES[current.type]!.includes(suffix))
      throw new Error(`line ${line}: ${name} does not belong to the ${current.type} ${current.name}`);
    const labels = labelText ? parseLabels(labelText, line) : {};
    if (current.type === "histogram" && suffix === "_bucket" && !("le" in labels))
      throw new Error(`line ${line}: a bucket without le`);
    const key = `${name}${JSON.stringify(Object.entries(labels).sort())}`;
    if (seen.has(key)) throw new Error(`line ${line}: ${raw} repeats a sample`);
    seen.add(key);
    current.samples.push({ name, labels, value: parseValue(value, line) });
  });
  return families;
}

/** The sum of a family's samples named `sample` whose labels include `labels`. */
export function sampleSum(
  families: Map<string, Family>,
  sample: string,
  labels: Record<string, string> = {},
): number {
  let total = 0;
  for (const family of families.values())
    for (const s of family.samples)
      if (s.name === sample && Object.entries(labels).every(([k, v]) => s.labels[k] === v)) total += s.value;
  return total;
}

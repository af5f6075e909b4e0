import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * Two rules over one import graph of the app's source (tests are left out: nothing imports a test, so
 * a test closes no loop):
 *
 * - `no-file-cycle`: a file must not reach itself through its imports. Unlike import/no-cycle this
 *   counts type-only and dynamic imports too: they do not change the order modules run in, but two
 *   files that import each other cannot be read, moved or split one without the other.
 * - `no-feature-cycle`: a feature (app/features/<name>/) must not reach itself through other
 *   features, whichever files carry the imports. Features import one way; what two need goes below
 *   them (lib, components, server) or is handed down by the route or app-level module that composes them.
 *
 * The graph is read with TypeScript's import scanner (no type checking), cached per file by its
 * modification time and rebuilt at most every few seconds, so a whole-repository run reads each file once.
 * The file being linted is read from its AST, so what an editor shows is what is typed, saved or not.
 */

const EXTENSIONS = [".ts", ".tsx", ".js", ".jsx"];
const isTest = (file) => /\.test\.[jt]sx?$/.test(file);
const isSource = (file) => EXTENSIONS.includes(path.extname(file)) && !isTest(file);

/** Options shared by both rules: the source folder and the import aliases that point into it. */
const optionsSchema = [
  {
    type: "object",
    properties: {
      root: { type: "string" },
      alias: { type: "object", additionalProperties: { type: "string" } },
      features: { type: "string" },
    },
    additionalProperties: false,
  },
];

function settingsOf(context) {
  const { root = "app", alias = {}, features = "app/features" } = context.options[0] ?? {};
  const cwd = context.cwd;
  return {
    root: path.resolve(cwd, root),
    features: path.resolve(cwd, features),
    alias: Object.entries(alias).map(([prefix, target]) => [prefix, path.resolve(cwd, target)]),
  };
}

const fileCache = new Map(); // absolute path → { mtimeMs, specifiers }

function specifiersOnDisk(file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return [];
  }
  const cached = fileCache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.specifiers;
  const text = fs.readFileSync(file, "utf8");
  const specifiers = ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
  fileCache.set(file, { mtimeMs: stat.mtimeMs, specifiers });
  return specifiers;
}

const existsCache = new Map();
function isFile(candidate) {
  let known = existsCache.get(candidate);
  if (known === undefined) {
    try {
      known = fs.statSync(candidate).isFile();
    } catch {
      known = false;
    }
    existsCache.set(candidate, known);
  }
  return known;
}

/** The source file a specifier names, or null for a package or anything outside the root. */
function resolveSpecifier(settings, from, specifier) {
  let base = null;
  for (const [prefix, target] of settings.alias) {
    if (specifier.startsWith(prefix)) base = path.join(target, specifier.slice(prefix.length));
  }
  if (!base && specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  if (!base || !base.startsWith(settings.root + path.sep)) return null;
  const candidates = [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => path.join(base, "index" + e)),
  ];
  for (const candidate of candidates) {
    if (EXTENSIONS.includes(path.extname(candidate)) && isFile(candidate)) return candidate;
  }
  return null;
}

function edgesOnDisk(settings, file) {
  const out = [];
  for (const specifier of specifiersOnDisk(file)) {
    const target = resolveSpecifier(settings, file, specifier);
    if (target && isSource(target) && target !== file) out.push(target);
  }
  return out;
}

/** The import sources written in the file being linted, each with its node (to report on). */
function importsInAst(sourceCode) {
  const found = [];
  const visit = (node) => {
    let source = null;
    switch (node.type) {
      case "ImportDeclaration":
      case "ExportNamedDeclaration":
      case "ExportAllDeclaration":
      case "ImportExpression":
        source = node.source;
        break;
      case "TSImportType":
        source = node.argument?.literal ?? node.argument;
        break;
    }
    if (source && source.type === "Literal" && typeof source.value === "string") {
      found.push({ node, specifier: source.value });
    }
    for (const key of sourceCode.visitorKeys[node.type] ?? []) {
      const child = node[key];
      if (Array.isArray(child)) child.forEach((c) => c && typeof c.type === "string" && visit(c));
      else if (child && typeof child.type === "string") visit(child);
    }
  };
  visit(sourceCode.ast);
  return found;
}

/** The shortest import path from `start` to a file `isGoal` accepts, or null. */
function shortestPath(settings, start, isGoal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i];
    if (isGoal(file)) {
      const chain = [];
      for (let at = file; at; at = previous.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of edgesOnDisk(settings, file)) {
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

function featureOf(settings, file) {
  const relative = path.relative(settings.features, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  return rest.length ? name : null;
}

function listSources(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listSources(full, out);
    else if (isSource(full)) out.push(full);
  }
  return out;
}

const GRAPH_LIFETIME_MS = 5000;
let featureGraph = null; // { key, builtAt, edges: Map<feature, Map<feature, [fromFile, toFile]>> }

/**
 * Which features each feature reaches, with one pair of files that shows it. An import from a feature
 * into a shared layer (components, lib, server, the app's own modules) is followed through that layer,
 * so a loop that passes through a shared module is still a loop between features.
 */
function featureEdges(settings) {
  const key = settings.root + "|" + settings.features;
  if (featureGraph && featureGraph.key === key && Date.now() - featureGraph.builtAt < GRAPH_LIFETIME_MS) {
    return featureGraph.edges;
  }
  const edges = new Map();
  for (const file of listSources(settings.features)) {
    const from = featureOf(settings, file);
    if (!from) continue;
    const reached = edges.get(from) ?? new Map();
    edges.set(from, reached);
    for (const [to, evidence] of featuresReachedFrom(settings, file, edgesOnDisk(settings, file))) {
      if (to !== from && !reached.has(to)) reached.set(to, evidence);
    }
  }
  featureGraph = { key, builtAt: Date.now(), edges };
  return edges;
}

/** The features a file's imports lead into, directly or through shared modules: feature → [file, target]. */
function featuresReachedFrom(settings, file, targets) {
  const found = new Map();
  const seen = new Set();
  const queue = [...targets];
  for (let i = 0; i < queue.length; i++) {
    const target = queue[i];
    if (seen.has(target)) continue;
    seen.add(target);
    const feature = featureOf(settings, target);
    if (feature) {
      if (!found.has(feature)) found.set(feature, [file, target]);
      continue;
    }
    queue.push(...edgesOnDisk(settings, target));
  }
  return found;
}

/** The feature path from `start` back to `goal` (start … goal), or null. */
function featurePath(edges, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const feature = queue[i];
    if (feature === goal) {
      const chain = [];
      for (let at = feature; at; at = previous.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of edges.get(feature)?.keys() ?? []) {
      if (!previous.has(next)) {
        previous.set(next, feature);
        queue.push(next);
      }
    }
  }
  return null;
}

const noFileCycle = {
  meta: {
    type: "problem",
    docs: { description: "Forbid import cycles between files, type-only and dynamic imports included." },
    schema: optionsSchema,
    messages: {
      cycle:
        "Import cycle: {{chain}}. Move what both sides need into a module neither imports back (a shared type into a *-types.ts beside them).",
    },
  },
  create(context) {
    const settings = settingsOf(context);
    const file = context.filename;
    if (!isSource(file) || !file.startsWith(settings.root + path.sep)) return {};
    const show = (f) => path.relative(settings.root, f);
    return {
      "Program:exit"() {
        const reported = new Set();
        for (const { node, specifier } of importsInAst(context.sourceCode)) {
          const target = resolveSpecifier(settings, file, specifier);
          if (!target || target === file || !isSource(target) || reported.has(target)) continue;
          const chain = shortestPath(settings, target, (f) => f === file);
          if (!chain) continue;
          reported.add(target);
          context.report({
            node,
            messageId: "cycle",
            data: { chain: [file, ...chain].map(show).join(" → ") },
          });
        }
      },
    };
  },
};

const noFeatureCycle = {
  meta: {
    type: "problem",
    docs: { description: "Forbid features that import each other, through any files." },
    schema: optionsSchema,
    messages: {
      cycle:
        "Features import each other: {{chain}} ({{evidence}}). Imports between features run one way: let the route or app-level module that composes them hand down what one needs (props, or the content a lead flow resolves against), or move the shared piece into lib, components or server.",
    },
  },
  create(context) {
    const settings = settingsOf(context);
    const file = context.filename;
    const own = isSource(file) ? featureOf(settings, file) : null;
    if (!own) return {};
    const show = (f) => path.relative(settings.features, f);
    return {
      "Program:exit"() {
        const edges = featureEdges(settings);
        const reported = new Set();
        for (const { node, specifier } of importsInAst(context.sourceCode)) {
          const target = resolveSpecifier(settings, file, specifier);
          if (!target || !isSource(target)) continue;
          for (const [other] of featuresReachedFrom(settings, file, [target])) {
            if (other === own || reported.has(other)) continue;
            const back = featurePath(edges, other, own);
            if (!back) continue;
            reported.add(other);
            const hops = back.slice(1).map((to, i) => {
              const [from, into] = edges.get(back[i]).get(to);
              return `${show(from)} imports ${show(into)}`;
            });
            context.report({
              node,
              messageId: "cycle",
              data: { chain: [own, ...back].join(" → "), evidence: hops.join("; ") },
            });
          }
        }
      },
    };
  },
};

export default {
  meta: { name: "local-import-cycles" },
  rules: { "no-file-cycle": noFileCycle, "no-feature-cycle": noFeatureCycle },
};

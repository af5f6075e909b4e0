import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * What JavaScript each route ships, from the build itself: React Router's client manifest names each
 * route's module and its static imports; the entry and root route load on every page. Sizes are raw
 * and gzip (level 6, what the compression middleware uses); the (hidden) source maps of the bench
 * build attribute each file's bytes to packages and app folders, so an over-budget page says why.
 */

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

/** Decodes one mappings line into [generatedColumn, sourceIndex | -1] segments. */
function* decodeMappings(mappings) {
  let sourceIndex = 0;
  for (const line of mappings.split(";")) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(",")) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const ch of segment) {
        const digit = B64_INDEX.get(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length >= 4) {
        sourceIndex += fields[1];
        segments.push([column, sourceIndex]);
      } else segments.push([column, -1]);
      // fields[2], fields[3] (original line/column) and names are not needed here; their deltas
      // are relative within the whole file, but we only accumulate the source index.
    }
    yield segments;
  }
}

/** Names a source for the report: a package under node_modules, or an app folder. */
export function groupOfSource(source) {
  const s = source
    .replace(/\\/g, "/")
    .replace(/^(\.\.\/)+/, "")
    .replace(/^\/?/, "");
  const nm = s.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = s.slice(nm + "node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (s.startsWith("\0") || s.includes("virtual:")) return "(bundler runtime)";
  const parts = s.split("/");
  const app = parts.indexOf("app");
  if (app >= 0) {
    const p = parts.slice(app);
    // app/features/<feature>, app/components/ui, app/routes/<file>, app/lib, app/root.tsx
    if (p[1] === "features" || p[1] === "components") return p.slice(0, 3).join("/");
    if (p[1] === "routes") return p.slice(0, 3).join("/");
    return p.slice(0, 2).join("/");
  }
  return parts.slice(-2).join("/");
}

/** Bytes of one generated file per source group, using its source map when there is one. */
function attributeFile(code, mapFile) {
  if (!fs.existsSync(mapFile)) return { "(no source map)": code.length };
  const map = JSON.parse(fs.readFileSync(mapFile, "utf8"));
  const lines = code.split("\n");
  const groups = {};
  const add = (g, n) => n > 0 && (groups[g] = (groups[g] ?? 0) + n);
  const sourceGroups = (map.sources ?? []).map(groupOfSource);
  let i = 0;
  for (const segments of decodeMappings(map.mappings ?? "")) {
    const line = lines[i++] ?? "";
    if (segments.length === 0) {
      add("(unmapped)", line.length);
      continue;
    }
    add("(unmapped)", segments[0][0]);
    for (let s = 0; s < segments.length; s++) {
      const [col, src] = segments[s];
      const end = s + 1 < segments.length ? segments[s + 1][0] : line.length;
      add(src >= 0 ? (sourceGroups[src] ?? "(unknown)") : "(unmapped)", end - col);
    }
  }
  return groups;
}

export function loadClientManifest(clientDir) {
  const assets = path.join(clientDir, "assets");
  const file = fs.readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`no React Router manifest in ${assets}`);
  const text = fs.readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, ""));
}

/** Sizes and attribution of one /assets/… file, cached. */
export function makeFileInfo(clientDir) {
  const cache = new Map();
  return (urlPath) => {
    if (cache.has(urlPath)) return cache.get(urlPath);
    const file = path.join(clientDir, urlPath.replace(/^\//, ""));
    let info;
    if (!fs.existsSync(file)) info = { url: urlPath, raw: 0, gz: 0, groups: {}, missing: true };
    else {
      const buf = fs.readFileSync(file);
      info = {
        url: urlPath,
        raw: buf.length,
        gz: zlib.gzipSync(buf, { level: 6 }).length,
        groups: attributeFile(buf.toString("utf8"), `${file}.map`),
      };
    }
    cache.set(urlPath, info);
    return info;
  };
}

/** Sum of files, with each group's share of the gzip size estimated from its share of raw bytes. */
export function summarizeFiles(files) {
  const groups = {};
  for (const f of files) {
    const total = Object.values(f.groups).reduce((a, b) => a + b, 0) || 1;
    for (const [g, n] of Object.entries(f.groups)) {
      groups[g] ??= { raw: 0, gz: 0 };
      groups[g].raw += n;
      groups[g].gz += (n / total) * f.gz;
    }
  }
  return {
    files: files.map(({ url, raw, gz }) => ({ url, raw, gz })).sort((a, b) => b.gz - a.gz),
    raw: files.reduce((a, f) => a + f.raw, 0),
    gz: files.reduce((a, f) => a + f.gz, 0),
    groups: Object.entries(groups)
      .map(([name, v]) => ({ name, raw: v.raw, gz: Math.round(v.gz) }))
      .sort((a, b) => b.gz - a.gz),
  };
}

function routeChain(manifest, routeId) {
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) chain.unshift(manifest.routes[id]);
  return chain.filter(Boolean);
}

function routeLabel(manifest, route) {
  const parts = routeChain(manifest, route.id)
    .map((r) => r.path)
    .filter((p) => p !== undefined && p !== "");
  return route.index ? `/${parts.join("/")}` : `/${parts.join("/")}`;
}

/** Every route's JS on first load (entry + its route chain's modules and static imports). */
export function bundleReport(clientDir) {
  const manifest = loadClientManifest(clientDir);
  const info = makeFileInfo(clientDir);
  // Page routes only: resource routes (sitemap, APIs) have no component and ship nothing of their own.
  const leaves = Object.values(manifest.routes).filter(
    (r) => r.hasDefaultExport !== false && !Object.values(manifest.routes).some((o) => o.parentId === r.id),
  );
  const routes = leaves.map((route) => {
    const urls = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
    for (const r of routeChain(manifest, route.id)) {
      for (const u of [
        r.module,
        r.clientActionModule,
        r.clientLoaderModule,
        r.clientMiddlewareModule,
        r.hydrateFallbackModule,
        ...(r.imports ?? []),
      ])
        if (u) urls.add(u);
    }
    return { id: route.id, path: routeLabel(manifest, route), ...summarizeFiles([...urls].map(info)) };
  });
  routes.sort((a, b) => b.gz - a.gz);
  // What every page loads (entry, root route and their imports): the floor under every route.
  const common = routes.length
    ? routes
        .map((r) => new Set(r.files.map((f) => f.url)))
        .reduce((a, b) => new Set([...a].filter((u) => b.has(u))))
    : new Set();
  const shared = summarizeFiles([...common].map(info));
  return { routes, shared, info };
}

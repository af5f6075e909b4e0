// Run by the build (scripts/build.js) once React Router has written the browser's files:
//   node --import tsx scripts/precompress.ts <build dir>
// Every text file the server sends as it is gets its brotli and gzip forms beside it (`x.js.br`,
// `x.js.gz`), compressed once at the best quality, so no request compresses it again. A prerendered
// page is compressed as visitors get it (the build's SITE_URL in place of the origin placeholder, no
// nonce); `prerendered.json` (in the build folder, not served) records which bytes those files hold, and the server uses them only
// when its own page is the same (it compresses the page itself once at start otherwise).
import fs from "node:fs";
import path from "node:path";
import { getSiteUrl } from "../app/server/config.server";
import { brotli, gzip, PRERENDERED_MANIFEST, prerenderedPage, strongEtag } from "../server/page-bytes";

/** What the server sends with a compressible type; fonts and pictures other than SVG are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|map)$/i;
/** Under this, compressing saves less than the header costs (compression's own threshold). */
const THRESHOLD = 1024;

export function precompress(clientDir: string, siteUrl: string) {
  const pages: Record<string, string> = {};
  let files = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
      } else if (entry.name === "index.html") {
        const html = prerenderedPage(fs.readFileSync(full, "utf8"), siteUrl);
        if (html === null) continue;
        const bytes = Buffer.from(html, "utf8");
        fs.writeFileSync(`${full}.br`, brotli(bytes, true));
        fs.writeFileSync(`${full}.gz`, gzip(bytes, true));
        const rel = path.relative(clientDir, dir).split(path.sep).join("/");
        pages[rel ? `/${rel}` : "/"] = strongEtag(bytes);
        files++;
      } else if (COMPRESSIBLE.test(entry.name)) {
        const bytes = fs.readFileSync(full);
        if (bytes.length < THRESHOLD) continue;
        fs.writeFileSync(`${full}.br`, brotli(bytes, true));
        fs.writeFileSync(`${full}.gz`, gzip(bytes, true));
        files++;
      }
    }
  };
  walk(clientDir);
  fs.writeFileSync(path.join(clientDir, "..", PRERENDERED_MANIFEST), `${JSON.stringify(pages, null, 2)}\n`);
  return files;
}

if (import.meta.filename === process.argv[1]) {
  const buildDir = process.argv[2];
  if (!buildDir) {
    console.error("usage: node --import tsx scripts/precompress.ts <build dir>");
    process.exit(2);
  }
  const startedAt = Date.now();
  const files = precompress(path.resolve(buildDir, "client"), getSiteUrl(process.env));
  console.log(
    `precompressed ${files} files (brotli and gzip) in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
  );
}

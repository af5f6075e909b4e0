// The "static limit" server: the pages' HTML saved as files (no JS) plus the build's CSS, fonts and
// images, served by node:http with the same compression middleware as the app server — so a page's
// gap to its twin is the cost of SSR, hydration and JS, not of the transfer encoding.
// Usage: node bench/lib/static-server.js <clientDir> <twinDir> <port>
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import compression from "compression";

const [clientDir, twinDir, port] = process.argv.slice(2);
const types = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};
const compress = compression();

function resolveFile(urlPath) {
  const clean = decodeURIComponent(urlPath.split("?")[0]);
  // Twins are saved as <twinDir>/<page path>/index.html.
  const twin = path.join(twinDir, clean, "index.html");
  if (twin.startsWith(path.resolve(twinDir)) && fs.existsSync(twin)) return { file: twin, cache: "no-cache" };
  const file = path.join(clientDir, clean);
  if (file.startsWith(path.resolve(clientDir)) && fs.existsSync(file) && fs.statSync(file).isFile()) {
    return {
      file,
      cache: clean.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    };
  }
  return null;
}

http
  .createServer((req, res) => {
    compress(req, res, () => {
      const found = resolveFile(req.url);
      if (!found) {
        res.writeHead(404, { "Content-Type": "text/plain" });
        return res.end("not found");
      }
      res.writeHead(200, {
        "Content-Type": types[path.extname(found.file)] ?? "application/octet-stream",
        "Cache-Control": found.cache,
      });
      fs.createReadStream(found.file).pipe(res);
    });
  })
  .listen(Number(port), "127.0.0.1");
process.on("SIGTERM", () => process.exit(0));

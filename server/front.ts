import compression from "compression";
import express, { type Router } from "express";

/**
 * What the production entry serves before the app's own middleware: compression and the browser's
 * files. Added to the app's `front` router rather than to an app of the entry's own that would mount
 * the app: one Express app per request (see `messageClassesFor` in serve.ts).
 */
export function serveFilesInFront(front: Router, clientDir: string) {
  // What a browser reads (pages, files, the API's reads) is compressed. A write's answer is a few
  // hundred bytes of JSON, or the planner's stream sent piece by piece, where compression gains
  // nothing; and its hooks (functions holding the request, set on every response) made every write
  // carry garbage that outlived the young generation's collections.
  const compress = compression();
  front.use((req, res, next) =>
    req.method === "GET" || req.method === "HEAD" ? compress(req, res, next) : next(),
  );
  // Hashed assets never change: cache them for a year. Other public files for an hour. HTML and
  // loader data go through the app, which adds the CSP nonce to prerendered pages.
  front.use(
    "/assets",
    express.static(`${clientDir}/assets`, { immutable: true, maxAge: "1y", index: false, redirect: false }),
  );
  const staticFiles = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
  front.use((req, res, next) =>
    req.path.endsWith(".data") || req.path.endsWith(".html") ? next() : staticFiles(req, res, next),
  );
}

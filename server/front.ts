import compression from "compression";
import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response, Router } from "express";
import expressStaticGzip from "express-static-gzip";
import { isApiWrite, type ApiTier } from "../app/server/api-rate-limits.server";

/**
 * A static file is sent as the type its name says, never sniffed into another (a text file read as a
 * script). An SVG opened on its own is a document that could run script: it gets a policy that loads
 * nothing and sandboxes it; drawn in an <img> (as the site's pictures are) it runs nothing anyway.
 */
function fileHeaders(res: ServerResponse, filePath: string) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  // The file sent may be the brotli or gzip form of the one asked for (`logo.svg.br`).
  if (/\.svg(\.br|\.gz)?$/i.test(filePath)) {
    res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
  }
}

/** Whether a path's last segment looks like a file's name (`robots.txt`, `logo.svg`), not a page's. */
export function isFileName(pathname: string): boolean {
  return pathname.slice(pathname.lastIndexOf("/") + 1).includes(".");
}

/**
 * What the production entry serves before the app's own middleware: compression and the browser's
 * files. Added to the app's `front` router rather than to an app of the entry's own that would mount
 * the app: one Express app per request (see `messageClassesFor` in serve.ts).
 */
export function serveFilesInFront(front: Router, clientDir: string) {
  // The JSON API's writes are answered as they are: mostly a few hundred bytes of JSON, under
  // compression's 1 KB threshold, or the planner's stream, which compression would flush piece by
  // piece. Its hooks, set on every response, kept each write's request and response alive past the
  // young generation's collections (measured; ADR 028). Pages, files and the API's reads are
  // compressed; so are the rare larger write answers of the staff pages that post without script.
  const compress = compression();
  // The tier the app read for this request before its `front` router (readApiTier).
  front.use((req, res, next) =>
    isApiWrite(res.locals.apiTier as ApiTier | null | undefined) ? next() : compress(req, res, next),
  );
  // Hashed assets never change: cache them for a year. Other public files for an hour. Both with
  // serve-static's validators (ETag, Last-Modified: a conditional request is answered 304). A file
  // the build compressed (scripts/precompress.ts) is sent in its brotli or gzip form as the request
  // accepts, with Vary: Accept-Encoding; compression then leaves it alone (it is encoded already).
  // HTML and loader data go through the app (prerendered pages: server/app.ts).
  // A path that is not valid percent-encoded UTF-8 names no file: the app answers it (the API with
  // its JSON 400, a page with its 404), instead of express-static-gzip's plain-text "URI malformed".
  // The API's paths never name a file either.
  const files = (dir: string, serveStatic: { maxAge: string; immutable?: boolean }) => {
    const serve = expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { ...serveStatic, index: false, redirect: false, setHeaders: fileHeaders },
    });
    return (req: Request, res: Response, next: NextFunction) => {
      if (res.locals.apiTier) return next();
      const onward = (err?: unknown) => (err instanceof URIError ? next() : next(err));
      try {
        serve(req, res, onward);
      } catch (err) {
        onward(err);
      }
    };
  };
  front.use("/assets", files(`${clientDir}/assets`, { immutable: true, maxAge: "1y" }));
  const staticFiles = files(clientDir, { maxAge: "1h" });
  // Every public file's name has an extension, and no page's last segment does: a page's path goes
  // straight to the app, without the file system lookup (and the "not found" error object it made)
  // that cost a prerendered page an eighth of its CPU under load.
  front.use((req, res, next) =>
    !isFileName(req.path) || /\.(data|html)(\.br|\.gz)?$/.test(req.path)
      ? next()
      : staticFiles(req, res, next),
  );
}

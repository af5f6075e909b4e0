// The production process entry, compiled by `npm run build` into BUILD_DIR/server/index.js together
// with the app (one module graph: one config, one database handle, one logger). It serves the static
// files, hands everything else to server/app.ts, listens, and shuts down cleanly.
// Every module of the app is imported dynamically (see loadConfigOrExit).
import compression from "compression";
import express from "express";
import { loadConfigOrExit, serve } from "./serve";

const config = await loadConfigOrExit();
if (!config.isProduction) {
  // React, Express and our own code choose their production behaviour from NODE_ENV when loaded.
  console.error(
    `The production build runs with NODE_ENV=production (it is ${config.NODE_ENV}); \`npm start\` sets it.`,
  );
  process.exit(1);
}

const mod = await import("./app");

// Static files and compression go in front of the app's own middleware, in the app itself: one
// Express app per request (see `messageClassesFor` in serve.ts).
const { app, front } = mod;
front.use(compression());
// Hashed assets never change: cache them for a year. Other public files for an hour. HTML and loader
// data go through the app, which adds the CSP nonce to prerendered pages.
front.use(
  "/assets",
  express.static(`${mod.clientDir}/assets`, { immutable: true, maxAge: "1y", index: false, redirect: false }),
);
const staticFiles = express.static(mod.clientDir, { maxAge: "1h", index: false, redirect: false });
front.use((req, res, next) =>
  req.path.endsWith(".data") || req.path.endsWith(".html") ? next() : staticFiles(req, res, next),
);

await serve(app, mod, config, { mode: "production" });

// The production process entry, compiled by `npm run build` into BUILD_DIR/server/index.js together
// with the app (one module graph: one config, one database handle, one logger). It serves the static
// files, hands everything else to server/app.ts, listens, and shuts down cleanly.
// Every module of the app is imported dynamically (see loadConfigOrExit).
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
// Dynamically too: front.ts reads the API's tiers, whose module reads the configuration when loaded.
const { serveFilesInFront } = await import("./front");

serveFilesInFront(mod.front, mod.clientDir);

await serve(mod.app, mod, config, { mode: "production" });

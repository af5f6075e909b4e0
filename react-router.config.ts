import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/prerender-paths";
import { getBuildDir } from "./app/server/config.server";

export default {
  ssr: true,
  // Behaviours React Router 8 changes, each kept as it is for now (named, so the build does not warn
  // about them): turning one on is an upgrade of its own, with its own tests.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  // BUILD_DIR lets parallel builds (e.g. two test runs) use separate folders; the default is build/.
  buildDirectory: getBuildDir(process.env),
  // The whole route manifest (≈ 30 routes) ships with the first page instead of being fetched from
  // /__manifest for every set of links on screen: one request and one long task fewer per page view.
  routeDiscovery: { mode: "initial" },
  // Pages with no per-request data are rendered to HTML at build time and served with a fresh CSP
  // nonce and the configured origin (vite.config.ts renders them with a placeholder origin).
  prerender: () => prerenderPaths(),
} satisfies Config;

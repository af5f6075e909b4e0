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
  // A page carries only its own routes' entries, inline; the routes its links lead to are asked of
  // /__manifest once it is hydrated. The whole table (every public and console route, ≈ 4.5 KB gz of
  // script) would otherwise be fetched and parsed before any page could respond to a tap.
  routeDiscovery: { mode: "lazy" },
  // Pages with no per-request data are rendered to HTML at build time and served with a fresh CSP
  // nonce and the configured origin (vite.config.ts renders them with a placeholder origin).
  prerender: () => prerenderPaths(),
} satisfies Config;

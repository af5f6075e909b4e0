import type { Config } from "@react-router/dev/config";
import { PRERENDER_ORIGIN } from "./app/lib/nonce";
import { prerenderPaths } from "./app/prerender-paths";

export default {
  ssr: true,
  // BUILD_DIR lets parallel builds (e.g. two test runs) use separate folders; the default is build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The whole route manifest (≈ 30 routes) ships with the first page instead of being fetched from
  // /__manifest for every set of links on screen: one request and one long task fewer per page view.
  routeDiscovery: { mode: "initial" },
  // Pages with no per-request data are rendered to HTML at build time and served with a fresh CSP nonce.
  async prerender() {
    // Absolute URLs in prerendered HTML use a placeholder origin that the server swaps for SITE_URL.
    process.env.SITE_URL = PRERENDER_ORIGIN;
    return prerenderPaths();
  },
} satisfies Config;

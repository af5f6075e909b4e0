import type { Config } from "@react-router/dev/config";
import { PRERENDER_ORIGIN } from "./app/lib/nonce";
import { prerenderPaths } from "./app/lib/prerender-paths";

export default {
  ssr: true,
  // BUILD_DIR lets parallel builds (e.g. two test runs) use separate folders; the default is build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Pages with no per-request data are rendered to HTML at build time and served with a fresh CSP nonce.
  async prerender() {
    // Absolute URLs in prerendered HTML use a placeholder origin that the server swaps for SITE_URL.
    process.env.SITE_URL = PRERENDER_ORIGIN;
    return prerenderPaths();
  },
} satisfies Config;

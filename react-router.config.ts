import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/prerender-paths";

export default {
  ssr: true,
  // BUILD_DIR lets parallel builds (e.g. two test runs) use separate folders; the default is build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Pages with no per-request data are rendered to HTML at build time and served with a fresh CSP nonce.
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;

import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/prerender-paths";

export default {
  ssr: true,
  // Pages with no per-request data are rendered to HTML at build time and served with a fresh CSP nonce.
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;

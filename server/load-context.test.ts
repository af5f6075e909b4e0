import { createRequestHandler, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import config from "../react-router.config";

/**
 * What the per-request memo (app/server/request-memo.server.ts) relies on, checked against the real
 * React Router: a navigation's loaders run side by side, each handed its own copy of the Request
 * (so nothing can be remembered by the Request), all handed the one load context the server made.
 * An upgrade that changes either fails here.
 */
describe("a navigation's loaders and the load context", () => {
  const seen: { request: Request; context: unknown }[] = [];
  const loader = ({ request, context }: { request: Request; context: unknown }) => {
    seen.push({ request, context });
    return { ok: true };
  };
  const page = { default: () => null };
  const build = {
    routes: {
      root: { id: "root", path: "", module: page },
      shell: { id: "shell", parentId: "root", path: "vox", module: { ...page, loader } },
      tab: { id: "tab", parentId: "shell", path: "contacts", module: { ...page, loader } },
    },
    entry: { module: { default: () => new Response("document") } },
    assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "1" },
    future: config.future,
    publicPath: "/",
    assetsBuildDirectory: "",
    basename: "/",
    isSpaMode: false,
    ssr: true,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;

  it("hands the shell's and the tab's loader one context but separate requests", async () => {
    seen.length = 0;
    const context = { cspNonce: "", requestId: "r1", clientIp: "" };
    const response = await createRequestHandler(build, "production")(
      new Request("http://console.test/vox/contacts.data"),
      context as never,
    );
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(2);
    expect(seen[0].context).toBe(context);
    expect(seen[1].context).toBe(context);
    expect(seen[0].request).not.toBe(seen[1].request);
  });
});

import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { NONCE_PLACEHOLDER, NonceContext } from "./lib/nonce";
import { keepsModulePreloads, withoutModulePreloads } from "./server/module-preloads.server";

export const streamTimeout = 5_000;

/**
 * A loader, an action or a render that failed: the server's request log line carries the error (one
 * line per failure, with the request's id and path); without that hook (a render of the page cache's
 * own), React Router's default, the error on stderr.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const report = (context as Partial<AppLoadContext> | undefined)?.reportError;
  if (report) report(error);
  else console.error(error);
};

/** Loader data behind a page is revalidated like the page, unless its route says otherwise. */
export function handleDataRequest(response: Response) {
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-cache");
  return response;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Prerendering has no request context, so it writes a placeholder the server replaces per response.
  const nonce = (loadContext as { cspNonce?: string } | undefined)?.cspNonce ?? NONCE_PLACEHOLDER;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering get the whole document at once; browsers get it streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || routerContext.ssr === false
        ? "onAllReady"
        : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // Suspense boundaries (components/hydrate-later.tsx) stay inline, in document order: React would
        // otherwise move any past the first 12.8 KB to the end of the stream, swapped in by a script.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          // A route may ask for its pages to be painted before their modules are fetched.
          const body = keepsModulePreloads(routerContext.staticHandlerContext.matches)
            ? new PassThrough()
            : withoutModulePreloads();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // Pages are always revalidated (hashed assets carry the long cache); a route may say otherwise.
          if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-cache");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

import { StringDecoder } from "node:string_decoder";
import { Transform, type TransformCallback } from "node:stream";

/**
 * What a route's `handle` may say about its documents' module preloads. A page that is mostly
 * markup (the console's board: 160 KB of cards) paints sooner when the browser does not fetch and
 * take in ~40 modules while it is still parsing: with the preloads the board painted at about
 * 1.4 s at 4× CPU, without them at about 0.95 s, and React held it about 0.25 s later than before
 * (bench/PERFORMANCE.md). Its code then loads from the module script at the end of the document.
 */
export type ModulePreloadHandle = { modulePreloads?: boolean };

/** Whether a document of these matched routes keeps its `<link rel="modulepreload">` tags. */
export function keepsModulePreloads(matches: ReadonlyArray<{ route: { handle?: unknown } }>): boolean {
  return !matches.some(
    (match) => (match.route.handle as ModulePreloadHandle | undefined)?.modulePreloads === false,
  );
}

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HEAD_END = "</head>";

/**
 * A pass-through for a streamed document that leaves out its module preload tags. React hoists
 * every `<link>` into the head, so only the head is read; a tag cut across two writes is held back
 * until its end arrives. The rest of the document goes through as it came.
 */
export function withoutModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      const text = typeof chunk === "string" ? chunk : decoder.write(chunk);
      if (!inHead) return callback(null, text);
      const seen = held + text;
      const end = seen.indexOf(HEAD_END);
      if (end !== -1) {
        inHead = false;
        held = "";
        return callback(null, seen.slice(0, end).replace(MODULE_PRELOAD, "") + seen.slice(end));
      }
      // An unfinished tag waits for the next write.
      const open = seen.lastIndexOf("<");
      const cut = open > seen.lastIndexOf(">") ? open : seen.length;
      held = seen.slice(cut);
      callback(null, seen.slice(0, cut).replace(MODULE_PRELOAD, ""));
    },
    flush(callback: TransformCallback) {
      callback(null, held + decoder.end());
    },
  });
}

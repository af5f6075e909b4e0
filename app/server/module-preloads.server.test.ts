import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { keepsModulePreloads, withoutModulePreloads } from "./module-preloads.server";

const HEAD =
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><title>Pipeline — VOX</title>' +
  '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/chunk-B.js" nonce="n0nce"/>' +
  '<link nonce="" rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  "</head>";
const BODY =
  '<body><main><p>Priyā’s card: “Move to” ₹ 4,50,000</p><pre>&lt;link rel="modulepreload" href="/x.js"/&gt;</pre></main>' +
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/vox-C.js";</script></body></html>';
const DOCUMENT = HEAD + BODY;

/** The document written in pieces of `size` bytes, as a stream cuts it. */
async function through(size: number, doc = DOCUMENT) {
  const bytes = Buffer.from(doc, "utf8");
  const pieces: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
  return text(Readable.from(pieces).pipe(withoutModulePreloads()));
}

describe("withoutModulePreloads", () => {
  it("leaves out the head's module preloads and nothing else", async () => {
    const out = await through(64 * 1024);
    expect(out.slice(0, out.indexOf("</head>"))).not.toContain('rel="modulepreload"');
    expect(out).toBe(
      DOCUMENT.replace(
        '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>',
        "",
      ).replace('<link rel="modulepreload" href="/assets/chunk-B.js" nonce="n0nce"/>', ""),
    );
    // The stylesheet, the fonts' preloads and the module script that loads the code all stay.
    expect(out).toContain('rel="stylesheet"');
    expect(out).toContain('as="font"');
    expect(out).toContain('import * as route0 from "/assets/vox-C.js"');
  });

  it("gives the same document however the writes cut it, through tags and multi-byte characters", async () => {
    const whole = await through(64 * 1024);
    for (const size of [1, 2, 3, 7, 13, 50, 97, 211])
      expect(await through(size), `pieces of ${size}`).toBe(whole);
  });

  it("never reads the body: text after the head is sent as it came", async () => {
    const body = '<body><link rel="modulepreload" href="/late.js"/></body>';
    expect(await through(5, "<head></head>" + body)).toBe("<head></head>" + body);
  });

  it("sends a document that never closes its head as it came, but for the preloads", async () => {
    expect(await through(4, '<head><title>x</title><link rel="modulepreload" href="/a.js"/><meta')).toBe(
      "<head><title>x</title><meta",
    );
  });
});

describe("keepsModulePreloads", () => {
  it("keeps them unless a matched route's handle says otherwise", () => {
    expect(keepsModulePreloads([])).toBe(true);
    expect(keepsModulePreloads([{ route: {} }, { route: { handle: { title: "x" } } }])).toBe(true);
    expect(keepsModulePreloads([{ route: { handle: { modulePreloads: true } } }])).toBe(true);
    expect(keepsModulePreloads([{ route: {} }, { route: { handle: { modulePreloads: false } } }])).toBe(
      false,
    );
  });
});

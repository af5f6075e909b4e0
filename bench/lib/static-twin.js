import fs from "node:fs";
import path from "node:path";

/**
 * A page's static twin: the HTML the app server sends, with every <script> and modulepreload link
 * removed, so the browser gets the same markup, CSS, fonts and images and runs no JavaScript.
 */
export function toStaticTwin(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel=["']?modulepreload["']?[^>]*>/gi, "");
}

/**
 * What the head asks for before the page can paint: render-blocking stylesheets queued behind many
 * module preloads (HTTP/1.1 allows 6 connections per host) delay the first paint on a slow link.
 */
export function describeHead(html) {
  const links = [...html.matchAll(/<link\b[^>]*>/gi)].map((m) => m[0]);
  const isCss = (l) => /rel=["']?stylesheet/i.test(l);
  const isModule = (l) => /rel=["']?modulepreload/i.test(l);
  const firstCss = links.findIndex(isCss);
  return {
    modulePreloads: links.filter(isModule).length,
    stylesheets: links.filter(isCss).length,
    modulePreloadsBeforeFirstStylesheet:
      firstCss < 0 ? null : links.slice(0, firstCss).filter(isModule).length,
    htmlBytes: Buffer.byteLength(html),
  };
}

export async function saveStaticTwins({ appUrl, pages, twinDir }) {
  const saved = [];
  for (const page of pages) {
    const res = await fetch(new URL(page.path, appUrl), {
      headers: { "user-agent": "Mozilla/5.0 bench (static twin)" },
    });
    if (!res.ok) throw new Error(`GET ${page.path} answered ${res.status}: cannot save its static twin`);
    const html = await res.text();
    const twin = toStaticTwin(html);
    const dir = path.join(twinDir, page.path);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "index.html"), twin);
    saved.push({ id: page.id, ...describeHead(html), twinBytes: Buffer.byteLength(twin) });
  }
  return saved;
}

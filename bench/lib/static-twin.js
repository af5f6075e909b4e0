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

export async function saveStaticTwins({ appUrl, pages, twinDir }) {
  const saved = [];
  for (const page of pages) {
    const res = await fetch(new URL(page.path, appUrl), { headers: { "user-agent": "Mozilla/5.0 bench (static twin)" } });
    if (!res.ok) throw new Error(`GET ${page.path} answered ${res.status}: cannot save its static twin`);
    const html = await res.text();
    const twin = toStaticTwin(html);
    const dir = path.join(twinDir, page.path);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "index.html"), twin);
    saved.push({ id: page.id, htmlBytes: Buffer.byteLength(html), twinBytes: Buffer.byteLength(twin) });
  }
  return saved;
}

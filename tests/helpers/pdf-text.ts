import zlib from "node:zlib";

/**
 * The text of a pdfkit document, compressed or not, as a PDF reader's copy-and-paste gives it.
 * Embedded fonts write glyph ids, not characters: each font's ToUnicode map turns them back into
 * text. Wrapped lines break at spaces, so lines are joined with one and runs of spaces collapsed.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const objects = new Map<string, string>();
  for (const m of source.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) {
    const [dictionary, ...rest] = m[2].split(/stream\r?\n/);
    let body = m[2];
    if (rest.length && dictionary.includes("/FlateDecode")) {
      const start = m.index + m[0].indexOf(rest[0]);
      const raw = pdf.subarray(start, start + Number(dictionary.match(/\/Length (\d+)/)?.[1] ?? 0));
      body = `${dictionary}stream\n${zlib.inflateSync(raw).toString("latin1")}\nendstream`;
    }
    objects.set(m[1], body);
  }
  const all = [...objects.values()].join("\n");
  const hexToText = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16)));

  const fontMaps = new Map<string, Map<string, string>>();
  for (const [, name, id] of all.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const toUnicode = objects.get(id)?.match(/\/ToUnicode (\d+) 0 R/)?.[1];
    const cmap = toUnicode ? (objects.get(toUnicode) ?? "") : "";
    const map = new Map<string, string>();
    for (const [, start, list] of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi)) {
      const targets = [...list.matchAll(/<([0-9a-f ]+)>/gi)].map((t) => hexToText(t[1].replace(/ /g, "")));
      targets.forEach((t, i) => map.set((Number.parseInt(start, 16) + i).toString(16).padStart(4, "0"), t));
    }
    fontMaps.set(name, map);
  }

  let font = new Map<string, string>();
  const lines: string[] = [];
  for (const m of all.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
    if (m[1]) font = fontMaps.get(m[1]) ?? new Map();
    else {
      const glyphs = [...m[2].matchAll(/<([0-9a-f]+)>/gi)].flatMap((h) => h[1].match(/.{4}/g) ?? []);
      lines.push(glyphs.map((g) => font.get(g.toLowerCase()) ?? "?").join(""));
    }
  }
  return lines.join(" ").replace(/\s+/g, " ");
}

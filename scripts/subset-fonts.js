// Writes the rupee-only font files the stylesheet uses for "₹" (app/app.css).
// Fontsource ships U+20B9 only in its latin-ext files (85 KB for Inter, 34 KB for Cormorant), so
// every price on the site used to download both and re-lay out the page when each arrived. These
// subsets hold that one glyph, with the weight axis kept. Run after upgrading a @fontsource package:
//   node scripts/subset-fonts.js
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const RUPEE_TEXT = "₹";
const FONTS = [
  [
    "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2",
    "app/assets/fonts/inter-rupee-wght-normal.woff2",
  ],
  [
    "@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-ext-wght-normal.woff2",
    "app/assets/fonts/cormorant-garamond-rupee-wght-normal.woff2",
  ],
];

for (const [from, to] of FONTS) {
  const source = await readFile(require.resolve(from));
  const subset = await subsetFont(source, RUPEE_TEXT, { targetFormat: "woff2" });
  await writeFile(to, subset);
  console.log(`${to}: ${subset.length} bytes (from ${source.length})`);
}

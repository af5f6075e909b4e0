import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

/**
 * What every PDF we make shares: the brand's fonts and colours, and collecting the document into a
 * Buffer. The fonts come from node_modules at run time (the package stays external to the server
 * build), so they are resolved from this module's own location: the source in tests and dev, the
 * build in production. DejaVu has the rupee sign, which the PDF standard fonts lack.
 */
const fontRequire = createRequire(import.meta.url);
const fontPath = (file: string) => fontRequire.resolve(`dejavu-fonts-ttf/ttf/${file}`);

export const PDF_FONTS = {
  body: "DejaVuSans.ttf",
  bold: "DejaVuSans-Bold.ttf",
  display: "DejaVuSerif.ttf",
  displayBold: "DejaVuSerif-Bold.ttf",
  italic: "DejaVuSerif-Italic.ttf",
} as const;

// The site's ink and gold, so a document reads as the same brand as the page it came from.
export const PDF_COLOURS = {
  ink: "#0e1a2b",
  inkSoft: "#3a4f6a",
  muted: "#5b6a7f",
  gold: "#a8813f",
  rule: "#d7b877",
} as const;

export type PdfDoc = InstanceType<typeof PDFDocument>;

/**
 * A new A4 document with the brand's fonts registered, and the promise of its bytes once ended. It
 * is in English, and a reader's title bar shows its title rather than the file name. `tagged` marks
 * it as a tagged PDF: the caller then draws its text inside structure elements (doc.struct) and its
 * decoration as artifacts, so a screen reader gets headings, lists and paragraphs in reading order.
 */
export function brandedPdf(options: {
  compress?: boolean;
  info: { Title: string; Author: string; Subject: string };
  margins?: { top: number; bottom: number; left: number; right: number };
  tagged?: boolean;
}): { doc: PdfDoc; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: "A4",
    margins: options.margins ?? { top: 56, bottom: 56, left: 60, right: 60 },
    compress: options.compress ?? true,
    info: options.info,
    lang: "en-IN",
    displayTitle: true,
    ...(options.tagged ? { tagged: true, pdfVersion: "1.7" as const } : {}),
  });
  for (const [name, file] of Object.entries(PDF_FONTS)) doc.registerFont(name, fontPath(file));
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, bytes };
}

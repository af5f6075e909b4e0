/**
 * The one HTML layout every e-mail the site sends is wrapped in, made from the message's own text
 * part so the two never say different things. Mail clients ignore <style> blocks and stylesheets
 * unevenly, so the brand (the site's palette and type, app/app.css) is written as inline styles on
 * a table layout, and nothing is fetched from elsewhere: no remote images or fonts, which many
 * clients block and which would tell a tracker when the mail was opened.
 */

const INK = "#0e1a2b";
const INK_SOFT = "#3a4f6a";
const IVORY = "#faf7f2";
const SAND = "#e8dfd0";
const GOLD = "#d7b877";
// The accent dark enough for text on ivory (AA), as the site's links use it.
const GOLD_TEXT = "#7d5f2a";
const SERIF = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
const SANS = "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe to place in HTML, inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

// Only web links become anchors; anything else (a mailto:, a javascript: someone typed into a form
// that ends up in a staff notification) stays plain text.
const LINK = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** One line of the text part: escaped, with its web links made clickable. */
function lineHtml(line: string): string {
  let html = "";
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    html += escapeHtml(line.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}" style="color:${GOLD_TEXT};text-decoration:underline;">${url}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(line.slice(last));
}

/** Paragraphs where the text has blank lines, line breaks where it has single ones. */
function bodyHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((p) => p.replace(/^\n+|\n+$/g, ""))
    .filter((p) => p.trim() !== "")
    .map(
      (p) =>
        `<p style="margin:0 0 16px 0;font-family:${SANS};font-size:15px;line-height:1.6;color:${INK};">${p
          .split("\n")
          .map(lineHtml)
          .join("<br>")}</p>`,
    )
    .join("\n");
}

export type BrandedMailInput = {
  subject: string;
  /** The message's text part; the HTML says exactly this. */
  text: string;
  brandName: string;
  /** The line under the message, e.g. the address a reply reaches. */
  footer?: string;
};

/** The HTML part of a message: its text in the brand's layout, every interpolated value escaped. */
export function renderBrandedMailHtml({ subject, text, brandName, footer }: BrandedMailInput): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${SAND};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${SAND};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:${IVORY};border-radius:12px;overflow:hidden;">
<tr><td style="background-color:${INK};padding:22px 32px;border-bottom:3px solid ${GOLD};">
<span style="font-family:${SERIF};font-size:26px;line-height:1.2;color:${GOLD};letter-spacing:0.5px;">${escapeHtml(brandName)}</span>
</td></tr>
<tr><td style="padding:32px 32px 16px 32px;">
<h1 style="margin:0 0 20px 0;font-family:${SERIF};font-weight:500;font-size:26px;line-height:1.25;color:${INK};">${escapeHtml(subject)}</h1>
${bodyHtml(text)}
</td></tr>
${
  footer
    ? `<tr><td style="padding:16px 32px 28px 32px;border-top:1px solid ${SAND};">
<p style="margin:0;font-family:${SANS};font-size:13px;line-height:1.5;color:${INK_SOFT};">${lineHtml(footer)}</p>
</td></tr>`
    : ""
}
</table>
</td></tr>
</table>
</body>
</html>`;
}

import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The planner's replies as formatted text: headings, bullet and numbered lists, bold and italics,
 * paragraphs, and links to our own pages ([Bali](/destination/bali)). Built as React elements from
 * the text (never HTML from the model), so whatever a model writes — a <script>, an outside link, an
 * image — shows as the characters it is. Unfinished markup while a reply streams in simply shows as
 * typed until it closes.
 */

function inline(text: string, key: string): ReactNode[] {
  const out: ReactNode[] = [];
  // A link to one of our pages (a path, never another site), **bold**, then *italic* or _italic_;
  // anything else is text.
  const pattern =
    /\[([^\]\n]+)\]\((\/(?!\/)[\w\-/]*)\)|\*\*(.+?)\*\*|(?<![\w*])[*_](?!\s)(.+?)(?<!\s)[*_](?![\w*])/g;
  let last = 0;
  let n = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    if (match[1] !== undefined)
      out.push(
        <Link
          key={`${key}-${n++}`}
          to={match[2]!}
          className="font-medium text-gold-800 underline underline-offset-2 hover:text-gold-900"
        >
          {match[1]}
        </Link>,
      );
    else if (match[3] !== undefined) out.push(<strong key={`${key}-${n++}`}>{match[3]}</strong>);
    else out.push(<em key={`${key}-${n++}`}>{match[4]}</em>);
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

type Block = { kind: "h2" | "h3" | "p"; text: string } | { kind: "ul" | "ol"; items: string[] };

export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "p", text: paragraph.join(" ") });
    paragraph = [];
  };
  for (const raw of markdown.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^[-*•]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({
        kind: heading[1]!.length <= 2 ? "h2" : "h3",
        text: heading[2]!.replace(/#+$/, "").trim(),
      });
    } else if (bullet || numbered) {
      flush();
      const kind = bullet ? "ul" : "ol";
      const text = (bullet ?? numbered)![1]!;
      const previous = blocks.at(-1);
      if (previous && previous.kind === kind) previous.items.push(text);
      else blocks.push({ kind, items: [text] });
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}

export function PlannerMarkdown({ text }: { text: string }) {
  return (
    <div className="grid gap-3 text-[0.9375rem] leading-relaxed">
      {parseBlocks(text).map((block, i) => {
        const key = `b${i}`;
        switch (block.kind) {
          case "h2":
            return (
              <h3 key={key} className="mt-1 font-display text-2xl leading-tight text-ink-900">
                {inline(block.text, key)}
              </h3>
            );
          case "h3":
            return (
              <h4 key={key} className="mt-1 text-base font-semibold text-ink-900">
                {inline(block.text, key)}
              </h4>
            );
          case "ul":
            return (
              <ul key={key} className="grid list-disc gap-1 pl-5 marker:text-gold-600">
                {block.items.map((item, j) => (
                  <li key={`${key}-${j}`}>{inline(item, `${key}-${j}`)}</li>
                ))}
              </ul>
            );
          case "ol":
            return (
              <ol key={key} className="grid list-decimal gap-1 pl-5 marker:text-gold-700">
                {block.items.map((item, j) => (
                  <li key={`${key}-${j}`}>{inline(item, `${key}-${j}`)}</li>
                ))}
              </ol>
            );
          default:
            return <p key={key}>{inline(block.text, key)}</p>;
        }
      })}
    </div>
  );
}

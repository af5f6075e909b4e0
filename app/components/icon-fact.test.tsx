import { ClockIcon } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IconFact } from "./icon-fact";

describe("IconFact", () => {
  it("keeps the icon inside the dt, so the group holds only a dt and a dd", () => {
    const html = renderToStaticMarkup(
      <IconFact icon={ClockIcon} label="Processing" valueProps={{ "data-testid": "processing" }}>
        3 days
      </IconFact>,
    );
    expect(html).toMatch(
      /^<div class="relative pl-8"><dt class="[^"]+"><svg[^>]*aria-hidden="true"[^>]*>.*<\/svg>Processing<\/dt><dd [^>]*>3 days<\/dd><\/div>$/,
    );
    expect(html).toContain('data-testid="processing"');
  });

  it("has no icon margin without an icon, and hides the label from sight (not from screen readers) inline", () => {
    expect(renderToStaticMarkup(<IconFact label="Airlines">Emirates</IconFact>)).toMatch(/^<div><dt /);
    const inline = renderToStaticMarkup(
      <IconFact layout="inline" icon={ClockIcon} label="Meals">
        Breakfast
      </IconFact>,
    );
    expect(inline).toContain('<span class="sr-only">Meals</span></dt><dd>Breakfast</dd>');
  });
});

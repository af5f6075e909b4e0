import type { DestinationSummary } from "./destination-types";
import { addBusinessDays, cardVisaRule, formatShortDate } from "./visa-date";

/**
 * Fills in the 'Get Visa by' dates of destination cards whose server markup a page keeps without
 * their code (the server leaves a placeholder where `VisaLine` writes the visitor's date once
 * hydrated): the same date, text and element as `VisaLine` would write. The cards are found by the
 * attributes they are rendered with.
 */
export function fillKeptVisaDates(root: ParentNode, destinations: DestinationSummary[]) {
  const today = new Date();
  for (const card of root.querySelectorAll<HTMLElement>("article[data-slug]")) {
    const destination = destinations.find((d) => d.slug === card.dataset.slug);
    const slot = card.querySelector('[data-testid="visa-date"]');
    if (!destination || !slot) continue;
    const rule = cardVisaRule(destination.visaStatus);
    if (rule.kind === "business-days") slot.textContent = formatShortDate(addBusinessDays(today, rule.days));
  }
}

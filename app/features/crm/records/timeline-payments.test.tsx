import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Timeline, type TimelineEntry } from "./timeline";

const line = (kind: string, summary: string, data: Record<string, unknown>): TimelineEntry => ({
  id: kind,
  kind,
  summary,
  data,
  occurredAt: "2026-11-20T06:30:00.000Z",
  leadId: null,
  contactId: "c1",
  contactName: null,
  actorName: null,
});

/** The figures of one line, as "label: value" pairs in the order shown. */
function factsOf(html: string, kind: string): string[] {
  const item = html.split('<li class="flex gap-3" data-kind="').find((part) => part.startsWith(`${kind}"`));
  const facts = item?.match(/<dl[^>]*data-testid="payment-facts"[^>]*>(.*?)<\/dl>/)?.[1] ?? "";
  return [...facts.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map((m) => `${m[1]}: ${m[2]}`);
}

describe("payment lines on a contact's timeline", () => {
  it("shows each request, payment, bank transfer and refund with its own amount and reference", () => {
    const html = renderToStaticMarkup(
      <Timeline
        entries={[
          line("payment_requested", "Payment requested", {
            reference: "PAY-7K3QXM",
            currency: "INR",
            amountMinor: 25_000_00,
            dueOn: "2026-12-01",
          }),
          line("payment_received", "Payment received", {
            reference: "PAY-7K3QXM",
            currency: "INR",
            amountMinor: 20_000_00,
            method: "bank_transfer",
            paymentReference: "UTR0098765",
            receiptNumber: "RCPT-2026-000012",
          }),
          line("payment_refunded", "Refund recorded", {
            reference: "PAY-7K3QXM",
            currency: "INR",
            amountMinor: 5_000_50,
            keptMinor: 1_000_00,
          }),
          line("payment_link_expired", "Payment link expired", { reference: "PAY-2B4CDE" }),
        ]}
      />,
    );
    expect(factsOf(html, "payment_requested")).toEqual([
      "Amount: ₹25,000",
      "Reference: PAY-7K3QXM",
      "Due: 2026-12-01",
    ]);
    expect(factsOf(html, "payment_received")).toEqual([
      "Amount: ₹20,000",
      "By: Bank transfer (NEFT/RTGS/IMPS)",
      "Reference: PAY-7K3QXM",
      "UTR / payment id: UTR0098765",
      "Receipt: RCPT-2026-000012",
    ]);
    expect(factsOf(html, "payment_refunded")).toEqual([
      "Refund: ₹5,000.50",
      "Kept: ₹1,000",
      "Reference: PAY-7K3QXM",
    ]);
    expect(factsOf(html, "payment_link_expired")).toEqual(["Reference: PAY-2B4CDE"]);
  });
});

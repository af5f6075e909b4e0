import { Badge } from "~/components/ui/badge";

export const QUOTE_STATUSES = ["draft", "sent", "viewed", "accepted", "declined", "expired"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

const LOOK: Record<
  QuoteStatus,
  { label: string; variant: "muted" | "soft-gold" | "soft-success" | "soft-danger" | "outline" }
> = {
  draft: { label: "Draft", variant: "muted" },
  sent: { label: "Sent", variant: "soft-gold" },
  viewed: { label: "Viewed", variant: "soft-gold" },
  accepted: { label: "Accepted", variant: "soft-success" },
  declined: { label: "Declined", variant: "soft-danger" },
  expired: { label: "Expired", variant: "outline" },
};

export const quoteStatusLabel = (status: string) => LOOK[status as QuoteStatus]?.label ?? status;

/** A quote's status as every console list shows it, in the console's pale tones. */
export function QuoteStatusBadge({ status }: { status: string }) {
  const look = LOOK[status as QuoteStatus] ?? { label: status, variant: "muted" as const };
  return (
    <Badge size="status" variant={look.variant} data-testid="quote-status">
      {look.label}
    </Badge>
  );
}

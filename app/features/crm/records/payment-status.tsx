import { Badge } from "~/components/ui/badge";

export const PAYMENT_STATUSES = [
  "requested",
  "partly_paid",
  "paid",
  "expired",
  "cancelled",
  "refunded",
] as const;
export type PaymentStatusValue = (typeof PAYMENT_STATUSES)[number];

const LOOK: Record<
  PaymentStatusValue,
  { label: string; variant: "muted" | "soft-gold" | "soft-success" | "soft-danger" | "outline" }
> = {
  requested: { label: "Requested", variant: "soft-gold" },
  partly_paid: { label: "Partly paid", variant: "soft-gold" },
  paid: { label: "Paid", variant: "soft-success" },
  expired: { label: "Expired", variant: "outline" },
  cancelled: { label: "Cancelled", variant: "muted" },
  refunded: { label: "Refunded", variant: "muted" },
};

export const paymentStatusLabel = (status: string) => LOOK[status as PaymentStatusValue]?.label ?? status;

/**
 * A payment request's status as every console list shows it, in the console's pale tones; an open
 * request past its due date says "Overdue" in red instead, as that is what staff act on.
 */
export function PaymentStatusBadge({ status, overdue = false }: { status: string; overdue?: boolean }) {
  if (overdue)
    return (
      <Badge size="status" variant="soft-danger" data-testid="payment-status">
        Overdue
      </Badge>
    );
  const look = LOOK[status as PaymentStatusValue] ?? { label: status, variant: "muted" as const };
  return (
    <Badge size="status" variant={look.variant} data-testid="payment-status">
      {look.label}
    </Badge>
  );
}

import { CalendarCheck } from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { showErrorToast } from "~/components/ui/toast";
import type { CancellationAnswer, LeadBooking } from "./activity-bookings.server";
import { consoleRequest, useConsoleAction } from "./console-request";

/**
 * An activity booking on its lead: reference, day, guests, total and status; admins may cancel it,
 * after the provider's fee has been shown.
 */
export function BookingLine({ booking, isAdmin }: { booking: LeadBooking; isAdmin: boolean }) {
  const [quote, setQuote] = useState<CancellationAnswer | null>(null);
  const [quoting, setQuoting] = useState(false);
  const { run, pending } = useConsoleAction();
  const url = `/api/v1/console/activity-bookings/${booking.id}/cancel`;

  async function askFee() {
    setQuoting(true);
    const result = await consoleRequest<CancellationAnswer>("POST", url, { confirm: false });
    setQuoting(false);
    if (result.ok) setQuote(result.data);
    else showErrorToast(result.title, result.description);
  }

  async function cancel() {
    const result = await run(
      "POST",
      url,
      { confirm: true },
      {
        success: "Booking cancelled",
        successDescription: `${booking.reference} is cancelled.`,
      },
    );
    if (result.ok) setQuote(null);
  }

  return (
    <div
      className="mt-2 flex flex-wrap items-center gap-2 rounded-lg border border-sand-200 bg-sand-50 px-3 py-2 text-xs"
      data-testid="lead-booking"
    >
      <CalendarCheck className="size-4 text-gold-700" aria-hidden="true" />
      <span className="font-mono font-semibold">{booking.reference ?? "—"}</span>
      <span>
        {booking.activityTitle} · {booking.activityDate} · {booking.adults} adult
        {booking.adults === 1 ? "" : "s"}
        {booking.children ? `, ${booking.children} child${booking.children === 1 ? "" : "ren"}` : ""} ·{" "}
        {booking.totalText}
      </span>
      <Badge>
        {booking.status === "cancelled"
          ? "Cancelled"
          : booking.status === "confirmed"
            ? "Confirmed"
            : booking.status}
      </Badge>
      {isAdmin && booking.status === "confirmed" ? (
        <Button
          size="sm"
          variant="link"
          className="ml-auto h-auto px-0 text-danger-600"
          disabled={quoting}
          onClick={() => void askFee()}
        >
          {quoting ? "Asking the provider…" : "Cancel booking"}
        </Button>
      ) : null}
      <Dialog open={quote !== null} onOpenChange={(open) => (open ? null : setQuote(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cancel {booking.reference}?</DialogTitle>
            <DialogDescription>
              {booking.activityTitle} on {booking.activityDate}. Cancellation fee now:{" "}
              <strong data-testid="cancellation-fee">{quote?.feeText}</strong>. The guest is not told
              automatically.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setQuote(null)}>
              Keep booking
            </Button>
            <Button variant="destructive" disabled={pending} onClick={() => void cancel()}>
              Cancel booking
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

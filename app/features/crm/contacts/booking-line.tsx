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
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { showErrorToast } from "~/components/ui/toast";
import type { CancellationAnswer, LeadBooking } from "../records/activity-bookings.server";
import { consoleRequest, useConsoleAction } from "../shared/console-request";

/** What staff read for each status a booking goes through, from payment to the supplier's answer. */
const BOOKING_STATUS_LABELS: Record<string, string> = {
  awaiting_payment: "Awaiting payment",
  pending: "With the supplier",
  requested: "Request — to confirm",
  confirmed: "Confirmed",
  declined: "Declined",
  failed: "Failed",
  cancelled: "Cancelled",
};

/**
 * An activity booking on its lead: reference, day, guests, total and status; admins may cancel it,
 * after the provider's fee has been shown. A request (nobody confirmed it yet) is confirmed by staff
 * once they have booked it with the operator — then the guest gets the voucher — or declined.
 */
export function BookingLine({ booking, isAdmin }: { booking: LeadBooking; isAdmin: boolean }) {
  const [quote, setQuote] = useState<CancellationAnswer | null>(null);
  const [quoting, setQuoting] = useState(false);
  const [deciding, setDeciding] = useState<"confirm" | "decline" | null>(null);
  const [reason, setReason] = useState("");
  const { run, pending } = useConsoleAction();
  const url = `/api/v1/console/activity-bookings/${booking.id}/cancel`;

  async function decide() {
    if (!deciding) return;
    const result = await run(
      "POST",
      `/api/v1/console/activity-bookings/${booking.id}/decision`,
      deciding === "confirm"
        ? { decision: "confirm" }
        : { decision: "decline", reason: reason.trim() || undefined },
      deciding === "confirm"
        ? {
            success: "Booking confirmed",
            successDescription: `${booking.reference}: the voucher is on its way.`,
          }
        : { success: "Request declined", successDescription: `${booking.reference}: the guest is told.` },
    );
    if (result.ok) {
      setDeciding(null);
      setReason("");
    }
  }

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
      <Badge data-testid="lead-booking-status">
        {BOOKING_STATUS_LABELS[booking.status] ?? booking.status}
      </Badge>
      {booking.status === "requested" ? (
        <span className="ml-auto flex gap-3">
          <Button
            size="sm"
            variant="link"
            className="h-auto px-0"
            onClick={() => setDeciding("confirm")}
            data-testid="confirm-request"
          >
            Confirm
          </Button>
          <Button
            size="sm"
            variant="link"
            className="h-auto px-0 text-danger-600"
            onClick={() => setDeciding("decline")}
            data-testid="decline-request"
          >
            Decline
          </Button>
        </span>
      ) : null}
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
      <Dialog open={deciding !== null} onOpenChange={(open) => (open ? null : setDeciding(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {deciding === "confirm" ? `Confirm ${booking.reference}?` : `Decline ${booking.reference}?`}
            </DialogTitle>
            <DialogDescription>
              {booking.activityTitle} on {booking.activityDate}.{" "}
              {deciding === "confirm"
                ? booking.provider === "viator"
                  ? "Book it with Viator first. The guest is then e-mailed the voucher, with payment due."
                  : "Check availability with the operator first. The guest is then e-mailed the voucher, with payment due."
                : "The guest is e-mailed that it could not be booked."}
            </DialogDescription>
          </DialogHeader>
          {deciding === "decline" ? (
            <div className="grid gap-1.5">
              <Label htmlFor={`decline-${booking.id}`}>Reason for the guest (optional)</Label>
              <Textarea
                id={`decline-${booking.id}`}
                maxLength={500}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeciding(null)}>
              Back
            </Button>
            <Button
              variant={deciding === "decline" ? "destructive" : "default"}
              disabled={pending}
              onClick={() => void decide()}
              data-testid="decide-request"
            >
              {deciding === "confirm" ? "Confirm booking" : "Decline request"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
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

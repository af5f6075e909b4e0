import { useRef } from "react";
import { CallOrWhatsApp } from "~/components/call-or-whatsapp";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import type { InterimLeadDialogProps, LeadContext, InterimLeadPurpose } from "./lead-trigger";

const COPY: Record<InterimLeadPurpose, { title: string; promise: (c: LeadContext) => string }> = {
  priority_access: {
    title: "Get Priority Access",
    promise: () =>
      "Priority-access requests open here very soon. Until then, call or WhatsApp our travel desk and we'll put you on the list ourselves, with first access to online package customisation.",
  },
  callback: {
    title: "Request a Call Back",
    promise: () =>
      "Online call-back requests open here very soon. Until then, call us or send a WhatsApp message and a travel expert will answer within minutes.",
  },
  booking: {
    title: "Book Your Adventure",
    promise: () =>
      "Online booking requests open here very soon. Until then, call or WhatsApp us and mention this itinerary: we'll hold your dates and send a tailored quote.",
  },
  itinerary_unlock: {
    title: "Unlock the Day-by-Day Plan",
    promise: () =>
      "The complete day-by-day plan unlocks after a quick phone verification: your name and mobile number, then a 6-digit code by SMS. Verification opens here very soon; until then our travel experts will gladly share the full plan with you directly.",
  },
};

function whatsappMessage(purpose: InterimLeadPurpose, c: LeadContext) {
  const about =
    c.itinerary && c.destination
      ? `the "${c.itinerary}" itinerary in ${c.destination}`
      : c.destination
        ? `a holiday in ${c.destination}`
        : "";
  switch (purpose) {
    case "priority_access":
      return `Hello! I'd like priority access to online package customisation${about ? ` for ${about}` : ""}.`;
    case "callback":
      return "Hello! Please call me back about planning a trip.";
    case "booking":
      return `Hello! I'd like to book ${about || "a holiday"}.`;
    case "itinerary_unlock":
      return `Hello! Please share the day-by-day plan for ${about || "an itinerary"}.`;
  }
}

export function InterimLeadDialog({
  purpose,
  open,
  onOpenChange,
  destination,
  itinerary,
}: InterimLeadDialogProps) {
  const copy = COPY[purpose];
  const context = { destination, itinerary };
  // The triggers are plain buttons (no Radix DialogTrigger), so the dialog hands focus back itself.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-testid={`lead-dialog-${purpose}`}
        onOpenAutoFocus={() => {
          returnFocusTo.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo.current?.isConnected) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          {itinerary || destination ? (
            <p className="text-sm font-medium text-gold-700">
              {[itinerary, destination].filter(Boolean).join(" · ")}
            </p>
          ) : null}
          <DialogDescription>{copy.promise(context)}</DialogDescription>
        </DialogHeader>
        <CallOrWhatsApp className="sm:grid-cols-2" whatsappMessage={whatsappMessage(purpose, context)} />
        <p className="text-xs text-ink-600">Our travel desk takes calls from 8 am to 8 pm IST.</p>
      </DialogContent>
    </Dialog>
  );
}

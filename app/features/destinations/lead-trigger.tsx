import { useState, type ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { CallOrWhatsApp } from "~/components/call-or-whatsapp";

/**
 * Triggers of the phone-verified lead flows. The flows themselves (form, code, proof) arrive with the
 * lead-flows issue, which replaces InterimLeadDialog; until then each trigger opens an honest dialog
 * that offers the phone and WhatsApp instead of a form that would go nowhere. Every trigger carries
 * data-lead-trigger (and the destination / itinerary) so the lead flows can attach to it.
 */
export type LeadPurpose = "priority_access" | "callback" | "booking" | "itinerary_unlock";

export type LeadContext = { destination?: string; itinerary?: string };

const COPY: Record<LeadPurpose, { title: string; promise: (c: LeadContext) => string }> = {
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

function whatsappMessage(purpose: LeadPurpose, c: LeadContext) {
  const about = c.itinerary && c.destination ? `the "${c.itinerary}" itinerary in ${c.destination}` : c.destination ? `a holiday in ${c.destination}` : "";
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

export type InterimLeadDialogProps = LeadContext & {
  purpose: LeadPurpose;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called by the real lead flow once the phone is verified (e.g. to unlock and expand an itinerary). */
  onVerified?: () => void;
};

export function InterimLeadDialog({ purpose, open, onOpenChange, destination, itinerary }: InterimLeadDialogProps) {
  const copy = COPY[purpose];
  const context = { destination, itinerary };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid={`lead-dialog-${purpose}`}>
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          {itinerary || destination ? (
            <p className="text-sm font-medium text-gold-700">{[itinerary, destination].filter(Boolean).join(" · ")}</p>
          ) : null}
          <DialogDescription>{copy.promise(context)}</DialogDescription>
        </DialogHeader>
        <CallOrWhatsApp className="sm:grid-cols-2" whatsappMessage={whatsappMessage(purpose, context)} />
        <p className="text-xs text-ink-600">Our travel desk takes calls from 8 am to 8 pm IST.</p>
      </DialogContent>
    </Dialog>
  );
}

export type LeadTriggerButtonProps = Omit<ButtonProps, "onClick"> & LeadContext & { purpose: LeadPurpose; children: ReactNode };

/** A button that opens a lead flow (for now the interim dialog). */
export function LeadTriggerButton({ purpose, destination, itinerary, children, ...buttonProps }: LeadTriggerButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        data-lead-trigger={purpose}
        data-destination={destination}
        data-itinerary={itinerary}
        onClick={() => setOpen(true)}
        {...buttonProps}
      >
        {children}
      </Button>
      <InterimLeadDialog purpose={purpose} open={open} onOpenChange={setOpen} destination={destination} itinerary={itinerary} />
    </>
  );
}

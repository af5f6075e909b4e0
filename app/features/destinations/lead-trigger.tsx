import { useState, type ReactNode } from "react";
import { lazyOnOpen } from "~/components/lazy-on-open";
import { Button, type ButtonProps } from "~/components/ui/button";
import type { VerifiedPurpose } from "~/features/leads";

/**
 * Triggers of the phone-verified lead flows whose forms are not built yet: each opens an honest
 * dialog that offers the phone and WhatsApp instead of a form that would go nowhere. Every trigger
 * carries data-lead-trigger (and the destination / itinerary) so the verification dialog can take
 * its place purpose by purpose.
 */
export type InterimLeadPurpose = Extract<
  VerifiedPurpose,
  "priority_access" | "callback" | "booking" | "itinerary_unlock"
>;

export type LeadContext = { destination?: string; itinerary?: string };

export type InterimLeadDialogProps = LeadContext & {
  purpose: InterimLeadPurpose;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called by the real lead flow once the phone is verified (e.g. to unlock and expand an itinerary). */
  onVerified?: () => void;
};

/** The interim dialog, fetched the first time a trigger opens it, so pages do not load it up front. */
export const LazyInterimLeadDialog = lazyOnOpen(() =>
  import("./interim-lead-dialog").then((m) => m.InterimLeadDialog),
);

export type LeadTriggerButtonProps = Omit<ButtonProps, "onClick"> &
  LeadContext & { purpose: InterimLeadPurpose; children: ReactNode };

/** A button that opens a lead flow (for now the interim dialog). */
export function LeadTriggerButton({
  purpose,
  destination,
  itinerary,
  children,
  ...buttonProps
}: LeadTriggerButtonProps) {
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
      <LazyInterimLeadDialog
        purpose={purpose}
        open={open}
        onOpenChange={setOpen}
        destination={destination}
        itinerary={itinerary}
      />
    </>
  );
}

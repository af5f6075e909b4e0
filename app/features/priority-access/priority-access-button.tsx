import { useState, type ReactNode } from "react";
import { lazyOnOpen } from "~/components/lazy-on-open";
import { Button, type ButtonProps } from "~/components/ui/button";
import type { PriorityAccessVariant } from "./priority-access-texts";

const LazyPriorityAccessDialog = lazyOnOpen(() =>
  import("./priority-access-dialog").then((m) => m.PriorityAccessDialog),
);

/** What a destination page sends with the request; the server resolves each against its content. */
export type PriorityAccessTrip = {
  /** The destination's slug. */
  destination?: string;
  itineraryId?: string;
  customisation?: { hotel: string; activities: string[]; transfer: string } | null;
};

type Props = Omit<ButtonProps, "onClick"> & {
  /** Which page asks: each speaks in its own words. */
  from: PriorityAccessVariant;
  children: ReactNode;
  destinationName?: string;
  /** Read when the button is pressed, so the latest saved customisation goes with the request. */
  trip?: () => PriorityAccessTrip;
};

/** Opens the phone-verified priority-access request, from the home page or a destination page. */
export function PriorityAccessButton({ from, children, destinationName, trip, ...buttonProps }: Props) {
  const [open, setOpen] = useState(false);
  const [hidden, setHidden] = useState<Record<string, string>>({ variant: from });

  const openDialog = () => {
    const t = trip?.() ?? {};
    setHidden({
      variant: from,
      ...(t.destination ? { destination: t.destination } : {}),
      ...(t.itineraryId ? { itineraryId: t.itineraryId } : {}),
      ...(t.customisation
        ? {
            customisation: JSON.stringify({
              hotel: t.customisation.hotel,
              activities: t.customisation.activities,
              transfer: t.customisation.transfer,
            }),
          }
        : {}),
    });
    setOpen(true);
  };

  return (
    <>
      <Button
        type="button"
        data-lead-trigger="priority_access"
        data-destination={destinationName}
        onClick={openDialog}
        {...buttonProps}
      >
        {children}
      </Button>
      <LazyPriorityAccessDialog
        open={open}
        onOpenChange={setOpen}
        variant={from}
        destinationName={destinationName}
        hidden={hidden}
      />
    </>
  );
}

import { useState, type ReactNode } from "react";
import { lazyOnOpen } from "~/components/lazy-on-open";
import { Button, type ButtonProps } from "~/components/ui/button";
import type { BookingItem } from "./booking-types";

export type BookingButtonProps = Omit<ButtonProps, "onClick" | "type"> & {
  item: BookingItem;
  children: ReactNode;
};

const LazyBookingDialog = lazyOnOpen(() => import("./booking-dialog").then((m) => m.BookingDialog));

/**
 * The one trigger of a booking request: an itinerary's 'Book Your Adventure', a package's Book Now,
 * a hotel's Check Availability. Its dialog (form → code → submitted) is fetched when first opened.
 */
export function BookingButton({ item, children, ...buttonProps }: BookingButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" data-lead-trigger="booking" onClick={() => setOpen(true)} {...buttonProps}>
        {children}
      </Button>
      <LazyBookingDialog open={open} onOpenChange={setOpen} item={item} />
    </>
  );
}

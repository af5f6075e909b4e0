import { lazyOnOpen } from "~/components/lazy-on-open";

/**
 * Booking a deal, opened by a button of the page's own (a deal card's, the story viewer's): the form
 * and its schema are fetched the first time a visitor books, since most visits never do. The shared
 * dialog hands the focus back to that button when it closes.
 */
export const DealBookingDialog = lazyOnOpen(() =>
  import("./deal-booking-dialog").then((m) => m.DealBookingForm),
);

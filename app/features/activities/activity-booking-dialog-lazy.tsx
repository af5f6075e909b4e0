import { lazyOnOpen } from "~/components/lazy-on-open";

/** The booking dialog, fetched the first time it opens: its form, its zod schema and Radix Dialog stay off the first load. */
export const LazyActivityBookingDialog = lazyOnOpen(() =>
  import("./activity-booking-dialog").then((m) => m.ActivityBookingDialog),
);

// The activities feature's server half: search, booking and the catalogue's experience pages.
export { searchActivities, setActivityProvidersForTests } from "./activities.server";
export {
  ACTIVITY_PAYMENT_JOB,
  BOOKING_RECONCILE_TASK,
  bookActivityRequest,
  RECONCILE_JOB,
} from "./activity-booking.server";
export { activityBookingCodeFlow } from "./activity-booking-proof.server";
export { VOUCHER_JOB, VOUCHER_JOB_KIND, voucherDownloadRequest } from "./voucher-job.server";
export {
  activityQuestionsRequest,
  BOOKING_DECLINED_JOB,
  BOOKING_DECLINED_JOB_KIND,
  BOOKING_REQUEST_JOB,
} from "./booking-request.server";
export { catalogueActivities, catalogueBooking, findCatalogueActivity } from "./catalogue.server";
export { cataloguePrice } from "./catalogue-types";
export { getActivityBooking } from "./activities.server";
export { activityPricing } from "./activity-pricing.server";
export { amountWithApprox, bookingAmounts, type BookingAmounts } from "./booking-amounts.server";
export { winBookingLead } from "./booking-won.server";
export { enqueueGuestMail, guestMailSubjects } from "./guest-messages.server";

// The activities feature's server half: search, booking and the catalogue's experience pages.
export { searchActivities, setActivityProvidersForTests } from "./activities.server";
export { bookActivityRequest, VOUCHER_JOB_KIND } from "./activity-booking.server";
export { catalogueActivities, findCatalogueActivity } from "./catalogue.server";
export { getActivityBooking } from "./activities.server";

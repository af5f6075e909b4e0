export { InterimBookingDialog } from "./interim-booking-dialog";

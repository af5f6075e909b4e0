export { EnquiryThankYou } from "./enquiry-thank-you";

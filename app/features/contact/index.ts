export { ContactPage } from "./contact-page";
export { EnquiryThankYou } from "./enquiry-thank-you";

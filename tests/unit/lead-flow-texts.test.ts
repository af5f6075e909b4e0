import { describe, expect, it } from "vitest";
import { bookingDialogConfig } from "~/features/booking/booking-dialog";
import { BOOKING_TEXT, bookingCodeSentText } from "~/features/booking/booking-schema";
import { CALLBACK_DIALOG_CONFIG } from "~/features/callback/callback-dialog";
import { CALLBACK_TEXT, callbackCodeSentText } from "~/features/callback/callback-texts";
import { CONTACT_TEXT } from "~/features/contact/contact-enquiry-schema";
import { dealBookingConfig } from "~/features/deals/deal-booking-dialog";
import { DEAL_BOOKING_TEXT } from "~/features/deals/deal-booking-schema";
import { deals } from "~/features/deals/deals-data";
import { itineraryUnlockDialogConfig } from "~/features/destinations/itinerary-unlock-config";
import { UNLOCK_TEXT } from "~/features/destinations/itinerary-unlock-schema";
import { priorityAccessDialogConfig } from "~/features/priority-access/priority-access-dialog";
import { PRIORITY_ACCESS_TEXT, PRIORITY_FIELD_TEXT } from "~/features/priority-access/priority-access-texts";
import { WEDDING_TEXT } from "~/features/wedding/wedding-consultation-schema";

/**
 * Every title, description, button and toast the agency wrote for its lead forms, held against the
 * texts the forms and their endpoints use. A row is [where, what the code has, the agency's words];
 * a form that rewords one fails here first. Texts the agency never wrote (an unknown deal, a name
 * with a control character) are ours and are not listed.
 */
type Row = [where: string, actual: unknown, expected: unknown];

const t = (title: string, description: string) => ({ title, description });
const home = PRIORITY_ACCESS_TEXT.home;
const destination = PRIORITY_ACCESS_TEXT.destination;
const homeDialog = priorityAccessDialogConfig("home", undefined, null);
const destinationDialog = priorityAccessDialogConfig("destination", "Kenya", null);
const booking = bookingDialogConfig({ type: "package", id: "maldives-overwater-escape", name: "Maldives" });
const deal = dealBookingConfig(deals[0]!);
const unlock = itineraryUnlockDialogConfig("Kenya Luxury Safari");

const ROWS: Row[] = [
  // Priority access, home page
  [
    "home: send failed",
    home.sendFailed,
    t("Something went wrong", "Please try again or contact support if the issue persists."),
  ],
  [
    "home: wrong code",
    home.wrongCode,
    t("Invalid OTP", "The code you entered is incorrect or has expired. Please try again."),
  ],
  [
    "home: verify failed",
    home.verifyFailed,
    t("Verification Failed", "Please try again or contact support if the issue persists."),
  ],
  ["home: code sent", home.codeSent, t("OTP Sent!", "Please check your phone for the verification code.")],
  ["home: incomplete code", home.incompleteCode, t("Invalid OTP", "Please enter the complete 6-digit code.")],
  [
    "home: invalid phone",
    PRIORITY_FIELD_TEXT.invalidPhone,
    t("Invalid Phone Number", "Please enter a valid Indian mobile number (10 digits starting with 6-9)."),
  ],
  ["home: back button", homeDialog.code.backLabel, "Back to Form"],
  ["home: done button", homeDialog.done?.actionLabel, "Awesome, Got It!"],
  // Priority access, destination page
  ["destination: send failed", destination.sendFailed.description, "Failed to send OTP. Please try again."],
  [
    "destination: verify failed",
    destination.verifyFailed.description,
    "Failed to verify OTP. Please try again.",
  ],
  [
    "destination: wrong code",
    destination.wrongCode.description,
    "The OTP you entered is incorrect or expired.",
  ],
  [
    "destination: incomplete code",
    destination.incompleteCode,
    t("Invalid OTP", "Please enter a 6-digit OTP."),
  ],
  [
    "destination: verified",
    destination.verified,
    t("Success!", "Your priority access request has been verified."),
  ],
  ["destination: no code needed", destination.skipped.title, "Welcome Back!"],
  ["destination: back button", destinationDialog.code.backLabel, "Back to Form"],
  ["destination: done button", destinationDialog.done?.actionLabel, "Awesome, Got It!"],
  // Callback (support hub)
  [
    "callback: request failed",
    CALLBACK_TEXT.requestFailed,
    t("Request Failed", "Failed to submit callback request. Please try again or contact us directly."),
  ],
  [
    "callback: wrong code",
    CALLBACK_TEXT.wrongCode,
    t("Verification Failed", "Invalid or expired OTP. Please try again."),
  ],
  [
    "callback: verify failed",
    CALLBACK_TEXT.verifyFailed.description,
    "Failed to verify OTP. Please try again.",
  ],
  [
    "callback: verified",
    CALLBACK_TEXT.verified,
    t("Verification Successful!", "We'll call you within 5 minutes!"),
  ],
  [
    "callback: invalid name",
    CALLBACK_TEXT.invalidName,
    t("Invalid Name", "Please enter a valid name (at least 2 characters)"),
  ],
  [
    "callback: invalid mobile",
    CALLBACK_TEXT.invalidMobile,
    t("Invalid Mobile Number", "Please enter a valid 10-digit Indian mobile number"),
  ],
  [
    "callback: incomplete code",
    CALLBACK_TEXT.incompleteCode,
    t("Invalid OTP", "Please enter the complete 6-digit verification code"),
  ],
  [
    "callback: code sent names the number",
    callbackCodeSentText("+91 98123 45678").description,
    "Verification code sent to +91 98123 45678",
  ],
  ["callback: closes when verified", CALLBACK_DIALOG_CONFIG.done, null],
  ["callback: dialog's toasts", CALLBACK_DIALOG_CONFIG.texts.verified, CALLBACK_TEXT.verified],
  // Booking ('Book Your Adventure')
  ["booking: title", booking.title, "Book Your Adventure"],
  ["booking: failed", BOOKING_TEXT.failed, t("Error", "Failed to submit booking request. Please try again.")],
  ["booking: no code", BOOKING_TEXT.codeRequired.description, "Please enter the OTP code"],
  ["booking: wrong code", BOOKING_TEXT.wrongCode, t("Invalid OTP", "Please enter the correct OTP code")],
  [
    "booking: verify failed",
    BOOKING_TEXT.verifyFailed.description,
    "Failed to verify OTP. Please try again.",
  ],
  ["booking: code sent", bookingCodeSentText("+91 98123 45678").title, "OTP Sent"],
  ["booking: submitted", BOOKING_TEXT.verified.title, "Booking Request Submitted!"],
  ["booking: done step", booking.done?.title, "Booking Request Submitted!"],
  [
    "booking: invalid phone",
    BOOKING_TEXT.invalidPhone,
    t("Invalid Phone Number", "Please enter a valid phone number"),
  ],
  [
    "booking: call promise",
    BOOKING_TEXT.verified.description,
    expect.stringContaining("15 minutes (8am to 8pm)"),
  ],
  [
    "booking: fields",
    booking.fields.map((f) => f.label),
    ["Full Name", "Email", "Phone Number", "Travel Date", "Group Size", "Message"],
  ],
  // Itinerary unlock
  [
    "unlock: required",
    UNLOCK_TEXT.required,
    t("Required Fields", "Please fill in both name and phone number"),
  ],
  [
    "unlock: invalid phone",
    UNLOCK_TEXT.invalidPhone,
    t("Invalid Phone", "Please enter a valid phone number"),
  ],
  [
    "unlock: incomplete code",
    UNLOCK_TEXT.incompleteCode,
    t("Invalid OTP", "Please enter the 6-digit code sent to your phone"),
  ],
  ["unlock: send failed", UNLOCK_TEXT.sendFailed.description, "Failed to send OTP. Please try again."],
  ["unlock: wrong code", UNLOCK_TEXT.wrongCode.description, "The code you entered is incorrect or expired"],
  [
    "unlock: verify failed",
    UNLOCK_TEXT.verifyFailed,
    t("Verification Failed", "Please try again or contact support"),
  ],
  [
    "unlock: verified",
    UNLOCK_TEXT.verified,
    t("Verification Successful!", "Complete itinerary is now unlocked"),
  ],
  ["unlock: closes when verified", unlock.done, null],
  [
    "unlock: ten digits",
    unlock.fields.find((f) => f.name === "phone")?.sanitize?.("98123456789"),
    "9812345678",
  ],
  // Deal booking
  ["deal: required", DEAL_BOOKING_TEXT.required, t("Error", "Please fill in all fields")],
  ["deal: invalid phone", DEAL_BOOKING_TEXT.invalidPhone.description, "Please enter a valid phone number"],
  ["deal: incomplete code", DEAL_BOOKING_TEXT.incompleteCode.description, "Please enter the complete OTP"],
  [
    "deal: submit failed",
    DEAL_BOOKING_TEXT.sendFailed,
    t("Error", "Failed to submit booking. Please try again."),
  ],
  ["deal: wrong code", DEAL_BOOKING_TEXT.wrongCode, t("Error", "Invalid OTP. Please try again.")],
  [
    "deal: code sent",
    DEAL_BOOKING_TEXT.codeSent,
    t("OTP Sent", "Please check your phone for the verification code."),
  ],
  [
    "deal: submitted",
    DEAL_BOOKING_TEXT.verified,
    t("Booking Submitted!", "We'll contact you soon with travel options."),
  ],
  ["deal: closes when verified", deal.done, null],
  ["deal: asks no e-mail", deal.fields.some((f) => f.type === "email"), false],
  // Contact page and wedding planner (no code)
  ["contact: received", CONTACT_TEXT.received.title, "Thank You!"],
  ["contact: 2-hour promise", CONTACT_TEXT.received.description, expect.stringContaining("within 2 hours")],
  ["wedding: received", WEDDING_TEXT.received.title, "Consultation Request Received"],
  ["wedding: 24-hour promise", WEDDING_TEXT.received.description, expect.stringContaining("within 24 hours")],
];

describe("the lead forms speak the agency's words", () => {
  it.each(ROWS)("%s", (_where, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it("every dialog's toasts are the texts above, not copies", () => {
    expect(homeDialog.texts.wrongCode).toBe(home.wrongCode);
    expect(destinationDialog.texts.verified).toBe(destination.verified);
    expect(booking.texts.wrongCode).toBe(BOOKING_TEXT.wrongCode);
    expect(deal.texts.verified).toEqual(DEAL_BOOKING_TEXT.verified);
    expect(unlock.texts.verified).toBe(UNLOCK_TEXT.verified);
  });
});

import * as z from "zod/mini";
import { emailSchema, indianMobileSchema, optionalTextSchema } from "~/lib/enquiry-rules";
import { personNameSchema } from "~/lib/person-name";

/** The contact page's enquiry: its words and its one schema, shared by the form and its endpoint. */
export const CONTACT_TEXT = {
  invalidName: { title: "Invalid Name", description: "Please enter a valid name (at least 2 characters)" },
  unusualName: { title: "Invalid Name", description: "Please remove unusual characters from your name" },
  longName: { title: "Invalid Name", description: "Please enter a shorter name (at most 80 characters)" },
  invalidMobile: {
    title: "Invalid Mobile Number",
    description: "Please enter a valid 10-digit Indian mobile number",
  },
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address" },
  invalidDestination: {
    title: "Invalid Destination",
    description: "Please name your destination in plain words (at most 80 characters)",
  },
  invalidMessage: {
    title: "Invalid Message",
    description: "Please keep your message to plain text (at most 2,000 characters)",
  },
  badRequest: { title: "Request Failed", description: "Please fill in the enquiry form and send it again." },
  failed: {
    title: "Request Failed",
    description: "Failed to send your enquiry. Please try again or call us directly.",
  },
  received: { title: "Thank You!", description: "A travel designer will contact you within 2 hours." },
} as const;

const TITLES: Record<string, string> = {
  name: CONTACT_TEXT.invalidName.title,
  phone: CONTACT_TEXT.invalidMobile.title,
  email: CONTACT_TEXT.invalidEmail.title,
  destination: CONTACT_TEXT.invalidDestination.title,
  message: CONTACT_TEXT.invalidMessage.title,
};
export const contactTitleFor = (field: string) => TITLES[field] ?? CONTACT_TEXT.badRequest.title;

export const contactEnquirySchema = z.object({
  name: personNameSchema(
    {
      tooShort: CONTACT_TEXT.invalidName.description,
      unusual: CONTACT_TEXT.unusualName.description,
      tooLong: CONTACT_TEXT.longName.description,
    },
    { max: 80 },
  ),
  phone: indianMobileSchema(CONTACT_TEXT.invalidMobile.description),
  email: emailSchema(CONTACT_TEXT.invalidEmail.description, { required: false }),
  destination: optionalTextSchema(
    {
      unusual: CONTACT_TEXT.invalidDestination.description,
      tooLong: CONTACT_TEXT.invalidDestination.description,
    },
    { max: 80 },
  ),
  message: optionalTextSchema(
    { unusual: CONTACT_TEXT.invalidMessage.description, tooLong: CONTACT_TEXT.invalidMessage.description },
    { max: 2000, lineBreaks: true },
  ),
});

export type ContactEnquiryValues = {
  name: string;
  phone: string;
  email: string;
  destination: string;
  message: string;
};

import * as z from "~/lib/zod-mini";
import { emailSchema, leadPhoneSchema, optionalTextSchema } from "~/lib/enquiry-rules";
import { personNameSchema } from "~/lib/person-name";

import { CONTACT_TEXT, ENQUIRY_MESSAGE_MAX } from "./contact-enquiry-text";

export { CONTACT_TEXT, contactTitleFor, type ContactEnquiryValues } from "./contact-enquiry-text";

/** The contact page's enquiry schema, shared by the form and its endpoint. */
export const contactEnquirySchema = z.object({
  name: personNameSchema(
    {
      tooShort: CONTACT_TEXT.invalidName.description,
      unusual: CONTACT_TEXT.unusualName.description,
      tooLong: CONTACT_TEXT.longName.description,
    },
    { max: 80 },
  ),
  // An Indian mobile (→ +91XXXXXXXXXX) or a number outside India (→ E.164): no code is sent, so a
  // number abroad needs no e-mail; the travel designer calls it as it is.
  phone: leadPhoneSchema({
    invalid: CONTACT_TEXT.invalidMobile.description,
    international: CONTACT_TEXT.invalidInternational.description,
  }),
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
    { max: ENQUIRY_MESSAGE_MAX, lineBreaks: true },
  ),
});

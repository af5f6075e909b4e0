import { createEnquiryFlow } from "~/features/verification/index.server";
import { CONTACT_TEXT, contactEnquirySchema, contactTitleFor } from "./contact-enquiry-schema";

/** The contact page's enquiry: no code; an unverified lead staff call within 2 hours. */
export const contactLeadFlow = createEnquiryFlow({
  purpose: "contact_inquiry",
  schema: contactEnquirySchema,
  issueText: (error) => {
    const field = String(error.issues[0]?.path[0] ?? "");
    return { field: field || "form", title: contactTitleFor(field) };
  },
  texts: {
    badRequest: CONTACT_TEXT.badRequest,
    invalidPhone: CONTACT_TEXT.invalidMobile,
    saveFailed: CONTACT_TEXT.failed,
    received: CONTACT_TEXT.received,
  },
  toData: ({ destination, message }) => ({ destination, message }),
  // The page promises a travel designer's reply within 2 hours: below the urgent score, so the
  // promise is put on someone's list as a follow-up call task.
  toLead: () => ({ followUp: true }),
});

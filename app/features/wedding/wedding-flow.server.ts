import { createEnquiryFlow } from "~/features/verification/index.server";
import { WEDDING_TEXT, weddingConsultationSchema, weddingTitleFor } from "./wedding-consultation-schema";

/** The wedding consultation: no code; an unverified lead for the wedding specialists. */
export const weddingLeadFlow = createEnquiryFlow({
  purpose: "wedding_consultation",
  schema: weddingConsultationSchema,
  issueText: (error) => {
    const field = String(error.issues[0]?.path[0] ?? "");
    return { field: field || "form", title: weddingTitleFor(field) };
  },
  texts: {
    badRequest: WEDDING_TEXT.badRequest,
    invalidPhone: WEDDING_TEXT.invalidMobile,
    saveFailed: WEDDING_TEXT.failed,
    received: WEDDING_TEXT.received,
  },
  toData: ({ budget, weddingDate, guestCount, message }) => ({ budget, weddingDate, guestCount, message }),
});

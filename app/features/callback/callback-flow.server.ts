import { LEAD_PURPOSES } from "~/features/leads";
import { createLeadFlow } from "~/features/verification/index.server";
import { callbackSchema } from "./callback-schema";
import { CALLBACK_TEXT, callbackCodeSentText, callbackIssueTitle } from "./callback-texts";

/**
 * A call back from the support hub: once the phone is verified it is an 85-point lead, so the layer
 * opens an urgent call task due within the purpose's 5 minutes (next morning outside India's
 * business hours). The visitor gets nothing to show: the dialog closes on the verified toast.
 */
export type CallbackResult = { requestId: string };

export const callbackLeadFlow = createLeadFlow({
  purpose: "callback",
  schema: callbackSchema,
  issueText: (error) => {
    const field = String(error.issues[0]?.path[0] ?? "") || "body";
    return { field, title: callbackIssueTitle(field) };
  },
  texts: {
    badRequest: {
      title: CALLBACK_TEXT.requestFailed.title,
      description: "Send a JSON object with name, phone, preferredTime and an optional message.",
    },
    invalidPhone: CALLBACK_TEXT.invalidMobile,
    saveFailed: CALLBACK_TEXT.requestFailed,
    sendFailed: CALLBACK_TEXT.requestFailed,
    codeSent: callbackCodeSentText,
    resent: CALLBACK_TEXT.otpResent,
    resendFailed: CALLBACK_TEXT.requestFailed,
    invalidSession: CALLBACK_TEXT.invalidSession,
    incompleteCode: CALLBACK_TEXT.incompleteCode,
    wrongCode: CALLBACK_TEXT.wrongCode,
    expiredCode: CALLBACK_TEXT.wrongCode,
    verified: CALLBACK_TEXT.verified,
    verifyFailed: CALLBACK_TEXT.verifyFailed,
  },
  toData: ({ preferredTime, message }) => ({
    preferredTime,
    message: message ?? "",
    source: LEAD_PURPOSES.callback.source,
  }),
  toResult: (submission): CallbackResult => ({ requestId: submission.id }),
});

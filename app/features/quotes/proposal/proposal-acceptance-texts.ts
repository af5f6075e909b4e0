import { z } from "~/lib/zod";
import type { Money } from "~/lib/money";

/**
 * What the proposal page and its endpoints share: the acceptance's fields and answer, the request
 * for changes, and the words the code step uses when the server could not give its own.
 */

/** The token in a proposal link: base64url, as the send makes it. */
export const PROPOSAL_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

const TOKEN_TEXT = "This proposal link is not complete. Open it again from your e-mail.";
const OPTION_TEXT = "Choose one of the options in the proposal.";

/** The acceptance's start: which proposal and which option (the phone is the one on record). */
export const proposalAcceptSchema = z.object({
  token: z.string({ error: TOKEN_TEXT }).regex(PROPOSAL_TOKEN, TOKEN_TEXT),
  optionId: z.string({ error: OPTION_TEXT }).trim().min(1, OPTION_TEXT).max(100, OPTION_TEXT),
});

export const PROPOSAL_CHANGES_MAX = 2000;
const CHANGES_EMPTY = "Tell us what you would like to change.";
const CHANGES_LONG = `Please keep your message under 2,000 characters, or call us.`;

export const proposalChangesSchema = z.object({
  message: z
    .string({ error: CHANGES_EMPTY })
    .trim()
    .min(1, CHANGES_EMPTY)
    .max(PROPOSAL_CHANGES_MAX, CHANGES_LONG),
});

/** What the page shows once the code was right and the option is accepted. */
export type ProposalAccepted = {
  optionId: string;
  optionName: string;
  total: Money;
  /** The first instalment of the schedule and when it is due, if the proposal has one. */
  deposit: { amount: Money; dueText: string } | null;
  /** Our pay page for the deposit (the first step still to pay); null when nothing is asked online. */
  payUrl: string | null;
};

export const PROPOSAL_ACCEPT_TEXTS = {
  sendFailed: {
    title: "Code not sent",
    description: "We could not send the code just now. Please try again, or call us.",
  },
  resendFailed: {
    title: "Code not resent",
    description: "We could not send a new code just now. Please try again in a moment.",
  },
  verifyFailed: {
    title: "Not accepted yet",
    description: "We could not check the code just now. Please try again.",
  },
  wrongCode: { title: "Wrong code", description: "That code is not right. Check the SMS and try again." },
  incompleteCode: { title: "Code incomplete", description: "Enter all 6 digits of the code." },
  invalidSession: {
    title: "Start again",
    description: "This code request is no longer valid. Press Accept again for a new code.",
  },
  verified: { title: "Accepted", description: "Thank you — your proposal is accepted." },
};

import * as z from "~/lib/zod-mini";
import { hasUnusualCharacters } from "~/lib/plain-text";

/**
 * The kinds of request a person may make about their data, and the one schema the privacy page and
 * its endpoint share for the ones made there (access is answered by the page itself). Safe in the browser.
 */
export const PRIVACY_REQUEST_KINDS = ["access", "correction", "erasure", "grievance", "nomination"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const PRIVACY_REQUEST_LABELS: Record<PrivacyRequestKind, string> = {
  access: "Access",
  correction: "Correction",
  erasure: "Erasure",
  grievance: "Grievance",
  nomination: "Nomination",
};

export const DETAILS_MAX = 1000;

const detailsText = (message: string) =>
  z.string(message).check(
    z.trim(),
    z.minLength(3, message),
    z.maxLength(DETAILS_MAX, `Please keep it under ${DETAILS_MAX} characters.`),
    z.refine((v: string) => !hasUnusualCharacters(v, { lineBreaks: true }), "Please use plain text only."),
  );

/** What the person asks for on their own page. */
export const selfServiceRequestSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("correction"),
    details: detailsText("Tell us what is wrong and what it should say."),
  }),
  z.object({
    kind: z.literal("erasure"),
    details: z.optional(detailsText("Tell us, if you like, why you want it erased.")),
  }),
  z.object({
    kind: z.literal("grievance"),
    details: detailsText("Tell us what went wrong."),
  }),
  z.object({
    kind: z.literal("nomination"),
    details: detailsText("Give your nominee's name and how to reach them."),
  }),
]);
export type SelfServiceRequest = z.infer<typeof selfServiceRequestSchema>;

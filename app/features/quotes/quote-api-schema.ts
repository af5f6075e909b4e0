import { z } from "~/lib/zod";
import { isRealDay, quoteDocumentSchema } from "./quote-document";

/** The console's quote requests, shared by the builder's forms and the endpoints. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const slug = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, message)
    .max(100, message);

export const createQuoteSchema = z.object({
  leadId: z.string({ error: "Choose the lead to quote for." }).regex(UUID, "Choose the lead to quote for."),
  from: z
    .discriminatedUnion(
      "kind",
      [
        z.object({ kind: z.literal("blank") }),
        z.object({
          kind: z.literal("itinerary"),
          destination: slug("Choose the destination of the itinerary to start from."),
          itineraryId: slug("Choose the itinerary to start from."),
        }),
        z.object({ kind: z.literal("package"), slug: slug("Choose the package to start from.") }),
        z.object({ kind: z.literal("planner") }),
      ],
      { error: "Say what the quote starts from: blank, itinerary, package or planner." },
    )
    .default({ kind: "blank" }),
});
export type CreateQuoteInput = z.infer<typeof createQuoteSchema>;

export const saveDraftSchema = z.object({
  document: quoteDocumentSchema,
  updatedAt: z
    .string({ error: "Send the draft's updatedAt as you loaded it, so nobody's changes are overwritten." })
    .datetime({
      offset: true,
      error: "Send the draft's updatedAt as you loaded it, so nobody's changes are overwritten.",
    }),
});
export type SaveDraftInput = z.infer<typeof saveDraftSchema>;

const version = (name: string) =>
  z.coerce
    .number({ error: `Give ${name} as a version number (1, 2, …).` })
    .int(`Give ${name} as a version number (1, 2, …).`)
    .min(1, `Give ${name} as a version number (1, 2, …).`)
    .max(10_000, `Give ${name} as a version number (1, 2, …).`);

export const compareQuerySchema = z
  .object({ a: version("a"), b: version("b") })
  .refine((q) => q.a !== q.b, { message: "Choose two different versions to compare.", path: ["b"] });

const day = (message: string) => z.string({ error: message }).refine(isRealDay, message);

export const quoteListQuerySchema = z.object({
  status: z
    .enum(["draft", "sent", "viewed", "accepted", "declined", "expired"], {
      error: "Filter status by draft, sent, viewed, accepted, declined or expired.",
    })
    .optional(),
  ownerId: z
    .string()
    .trim()
    .min(1, "ownerId is a staff member's id.")
    .max(64, "ownerId is at most 64 characters.")
    .optional(),
  leadId: z.string().regex(UUID, "leadId is a lead's id.").optional(),
  contactId: z.string().regex(UUID, "contactId is a contact's id.").optional(),
  q: z
    .string()
    .trim()
    .max(80, "q must be at most 80 characters.")
    .refine((v) => !v.includes("\0"), "q must not contain a NUL character.")
    .optional(),
  from: day("Give from as YYYY-MM-DD.").optional(),
  to: day("Give to as YYYY-MM-DD.").optional(),
  limit: z.coerce
    .number({ error: "limit is a whole number from 1 to 200." })
    .int("limit is a whole number from 1 to 200.")
    .min(1, "limit is a whole number from 1 to 200.")
    .max(200, "limit is a whole number from 1 to 200.")
    .optional(),
  offset: z.coerce
    .number({ error: "offset is a whole number from 0 to 100,000." })
    .int("offset is a whole number from 0 to 100,000.")
    .min(0, "offset is a whole number from 0 to 100,000.")
    .max(100_000, "offset is a whole number from 0 to 100,000.")
    .optional(),
});

export const revenueQuerySchema = z
  .object({ from: day("Give from as YYYY-MM-DD."), to: day("Give to as YYYY-MM-DD.") })
  .refine((r) => r.from <= r.to, { message: "from must be on or before to.", path: ["to"] });

export const DECLINE_REASON_MAX = 500;
const REASON_TEXT = "Say why the traveller declined, in a few words (it goes on the timeline).";

/**
 * Staff mark a sent quote declined, with the traveller's reason for the timeline, and may close the
 * lead as lost with the same reason when the traveller is not travelling with the agency at all.
 */
export const proposalDeclineSchema = z.object({
  reason: z
    .string({ error: REASON_TEXT })
    .trim()
    .min(1, REASON_TEXT)
    .max(DECLINE_REASON_MAX, `Keep the reason under ${DECLINE_REASON_MAX} characters.`),
  closeLead: z
    .boolean({ error: "Say true or false for closing the lead as lost." })
    .optional()
    .default(false),
});

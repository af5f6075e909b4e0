import { eq } from "drizzle-orm";
import type { UnifiedLeadInput } from "~/features/leads/index.server";
import {
  createLeadFlow,
  type FlowSubmission,
  type LeadFlowHandlers,
} from "~/features/verification/index.server";
import * as z from "~/lib/zod-mini";
import { getDb } from "~/server/db/db.server";
import { leadSubmissions } from "~/server/db/schema.server";
import { readJsonObject } from "~/server/http.server";
import { priorityAccessSchema, type PriorityAccessFields } from "./priority-access-schema";
import {
  PRIORITY_ACCESS_TEXT,
  PRIORITY_FIELD_TEXT,
  priorityIssueTitle,
  type PriorityAccessVariant,
} from "./priority-access-texts";

/**
 * Priority access as a lead flow: a 60-point lead whose 24-hour call promise becomes a follow-up task.
 * From a destination page the request names the destination, itinerary and saved customisation; they
 * are resolved here against the site's own content, so staff read real names (never the browser's
 * words) and anything that is not on offer is a 400 naming the field.
 */

type Trip = {
  destination?: { slug: string; name: string };
  itinerary?: { id: string; title: string };
  customisation?: { hotel: string; activities: string[]; transfer: "private" | "shared" };
};

type TripProblem = { field: string } | null;

/**
 * The destinations a request can name, with what each itinerary's customiser offers. The destination
 * pages carry the priority-access button, so the flow is handed this by the app's lead-flow table
 * rather than importing that feature back.
 */
export type TripCatalogue = {
  destination(slug: string): {
    slug: string;
    name: string;
    itineraries: readonly {
      id: string;
      title: string;
      customiser: { hotels: readonly { name: string }[]; activities: readonly { name: string }[] };
    }[];
  } | null;
};

const customisationShape = z.object({
  hotel: z.string().check(z.maxLength(200)),
  activities: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(10)),
  transfer: z.enum(["private", "shared"]),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type PriorityData = {
  variant: PriorityAccessVariant;
  destination: string | null;
  destinationSlug: string | null;
  itinerary: string | null;
  itineraryId: string | null;
  hotel: string | null;
  activities: string[];
  transfer: string | null;
};

export type PriorityAccessResult = { requestId: string; destination: string | null };

function toLead(submission: FlowSubmission<PriorityData>) {
  const { data } = submission;
  const lead: Pick<UnifiedLeadInput, "sourceData" | "followUp"> = {
    sourceData: {
      submissionId: submission.id,
      from: data.variant === "destination" ? "Destination page" : "Home page",
      destination: data.destination,
      itinerary: data.itinerary,
      hotel: data.hotel,
      activities: data.activities,
      transfer: data.transfer,
    },
    // The visitor was promised a call within 24 hours: the follow-up task keeps that promise.
    followUp: true,
  };
  return lead;
}

const variantOf = (value: unknown): PriorityAccessVariant =>
  value === "destination" ? "destination" : "home";

/** The variant a stored submission was made from, so its code step answers in the same words. */
async function storedVariant(db: Parameters<LeadFlowHandlers["verify"]>[2]["db"], submissionId?: string) {
  if (!submissionId || !/^[0-9a-f-]{36}$/i.test(submissionId)) return "home";
  try {
    const exec = db ?? (await getDb());
    const [row] = await exec
      .select({ data: leadSubmissions.data })
      .from(leadSubmissions)
      .where(eq(leadSubmissions.id, submissionId));
    return variantOf((row?.data as { variant?: unknown } | undefined)?.variant);
  } catch {
    // The flow's own lookup will fail the same way and answer in its words.
    return "home";
  }
}

/** Priority access's lead flow, resolving trips against the catalogue it is given. */
export function createPriorityAccessLeadFlow(catalogue: TripCatalogue): LeadFlowHandlers {
  /** The trip the request is about, from our content; or the field that names something we do not offer. */
  function resolveTrip(fields: PriorityAccessFields): { trip: Trip; problem: TripProblem } {
    const trip: Trip = {};
    if (!fields.destination) {
      const stray = fields.itineraryId ? "itineraryId" : fields.customisation ? "customisation" : null;
      return { trip, problem: stray ? { field: stray } : null };
    }
    const page = catalogue.destination(fields.destination);
    if (!page) return { trip, problem: { field: "destination" } };
    trip.destination = { slug: page.slug, name: page.name };
    if (!fields.itineraryId) {
      return { trip, problem: fields.customisation ? { field: "customisation" } : null };
    }
    const itinerary = page.itineraries.find((i) => i.id === fields.itineraryId);
    if (!itinerary) return { trip, problem: { field: "itineraryId" } };
    trip.itinerary = { id: itinerary.id, title: itinerary.title };
    if (!fields.customisation) return { trip, problem: null };
    const parsed = customisationShape.safeParse(parseJson(fields.customisation));
    if (!parsed.success) return { trip, problem: { field: "customisation" } };
    const { hotel, activities, transfer } = parsed.data;
    const offered = itinerary.customiser;
    const known =
      offered.hotels.some((h) => h.name === hotel) &&
      activities.every((a) => offered.activities.some((o) => o.name === a)) &&
      new Set(activities).size === activities.length;
    if (!known) return { trip, problem: { field: "customisation" } };
    trip.customisation = { hotel, activities, transfer };
    return { trip, problem: null };
  }

  /** The form's schema, and on the server the trip must be one we offer. */
  const serverSchema = priorityAccessSchema.check(
    z.superRefine((fields, ctx) => {
      const { problem } = resolveTrip(fields as PriorityAccessFields);
      if (problem) {
        ctx.addIssue({
          code: "custom",
          path: [problem.field],
          message: PRIORITY_FIELD_TEXT.invalidTrip.description,
        });
      }
    }),
  );

  function toData(fields: PriorityAccessFields): PriorityData {
    const { trip } = resolveTrip(fields);
    return {
      variant: fields.variant,
      destination: trip.destination?.name ?? null,
      destinationSlug: trip.destination?.slug ?? null,
      itinerary: trip.itinerary?.title ?? null,
      itineraryId: trip.itinerary?.id ?? null,
      hotel: trip.customisation?.hotel ?? null,
      activities: trip.customisation?.activities ?? [],
      transfer: trip.customisation
        ? trip.customisation.transfer === "private"
          ? "Private Car"
          : "Shared Transfer"
        : null,
    };
  }

  function flowFor(variant: PriorityAccessVariant) {
    const t = PRIORITY_ACCESS_TEXT[variant];
    return createLeadFlow({
      purpose: "priority_access",
      schema: serverSchema,
      issueText: (error) => {
        const field = String(error.issues[0]?.path[0] ?? "") || "body";
        return { field, title: priorityIssueTitle(field) };
      },
      texts: {
        badRequest: PRIORITY_FIELD_TEXT.badRequest,
        invalidPhone: PRIORITY_FIELD_TEXT.invalidPhone,
        saveFailed: t.sendFailed,
        sendFailed: t.sendFailed,
        // The code of a number outside India goes to the address shown, not to the phone.
        codeSent: (to) => (to.includes("@") ? t.codeSentByEmail : t.codeSent),
        resent: t.resent,
        resendFailed: t.sendFailed,
        invalidSession: t.invalidSession,
        incompleteCode: t.incompleteCode,
        wrongCode: t.wrongCode,
        expiredCode: t.wrongCode,
        verified: t.verified,
        skipped: t.skipped,
        verifyFailed: t.verifyFailed,
      },
      toData,
      toLead,
      toResult: (submission): PriorityAccessResult => ({
        requestId: submission.id,
        destination: submission.data.destination,
      }),
    });
  }

  const FLOWS: Record<PriorityAccessVariant, LeadFlowHandlers> = {
    home: flowFor("home"),
    destination: flowFor("destination"),
  };

  /**
   * One purpose, two voices: the home page's and the destination page's. Both flows store and verify the
   * same submissions; this picks whose words answer (the start's `variant`, or the stored one's).
   */
  return {
    purpose: "priority_access",
    async start(request, context) {
      const peek = await readJsonObject(request.clone(), PRIORITY_FIELD_TEXT.badRequest);
      const variant = peek.ok ? variantOf(peek.body.variant) : "home";
      return FLOWS[variant].start(request, context);
    },
    async resend(request, submissionId, context) {
      return FLOWS[await storedVariant(context.db, submissionId)].resend(request, submissionId, context);
    },
    async verify(request, submissionId, context) {
      return FLOWS[await storedVariant(context.db, submissionId)].verify(request, submissionId, context);
    },
    async pending(submissionId, context) {
      return FLOWS[await storedVariant(context.db, submissionId)].pending!(submissionId, context);
    },
    proof: (request) => FLOWS.home.proof!(request),
  };
}

import { z } from "~/lib/zod";
import { purposesUnlocking, type VerifiedPurpose } from "~/features/leads";
import { recordContactEventOncePerDay } from "~/features/leads/index.server";
import type { ProofStatus } from "~/features/verification";
import { readProof } from "~/features/verification/index.server";
import { getDb } from "~/server/db/db.server";
import { errorResponse, type ErrorText } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import { getDailyPlan, getDestinationPageData } from "./destinations.server";

/** Any proof whose purpose unlocks the day-by-day plans will do (a visitor verified once is not asked again). */
export const DAILY_PLAN_UNLOCK_PURPOSES = purposesUnlocking("daily_plans");

export const LOCKED_MESSAGE =
  "The day-by-day plan is for verified visitors. Verify your phone number on the destination page to unlock it.";
export const NOT_FOUND_MESSAGE =
  "We couldn't find that itinerary. It may have been renamed; please reload the destination page.";
const LOCKED: ErrorText = { title: "Plan locked", description: LOCKED_MESSAGE };
const NOT_FOUND: ErrorText = { title: "Itinerary not found", description: NOT_FOUND_MESSAGE };

const paramsSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z]+(-[a-z]+)?$/)
    .max(40),
  itineraryId: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(80),
});

// The plan is per visitor (behind their proof cookie): never cache it in a shared cache.
const headers = { "Cache-Control": "private, no-store", Vary: "Cookie" };

/** The proof that opens the plans (signed by us, unexpired), and which purpose it was made for. */
function dailyPlanProof(request: Request, purposes: VerifiedPurpose[], now = Date.now()) {
  for (const purpose of purposes) {
    const proof = readProof(request, purpose, now);
    if (proof) return { ...proof, purpose };
  }
  return null;
}

/**
 * Whether this browser may read the plans, always as a 200: the page asks before showing a plan or
 * the unlock form, so a visitor who is not verified sees no refused request in their console.
 */
export function dailyPlanAccess(request: Request, purposes = DAILY_PLAN_UNLOCK_PURPOSES): Response {
  const proof = dailyPlanProof(request, purposes);
  const body: ProofStatus = proof
    ? { verified: true, phoneEnding: proof.phone.slice(-4), expiresAt: proof.expiresAt.toISOString() }
    : { verified: false };
  return Response.json(body, { headers });
}

/**
 * Staff see which itineraries a verified visitor opens, on their contact's timeline — once per
 * itinerary per day, however often the plan is fetched. A failure here never withholds the plan.
 */
async function recordOpened(
  proof: { phone: string; purpose: VerifiedPurpose },
  slug: string,
  itineraryId: string,
) {
  const destination = getDestinationPageData(slug);
  const itinerary = destination?.itineraries.find((i) => i.id === itineraryId);
  if (!destination || !itinerary) return;
  try {
    await recordContactEventOncePerDay(await getDb(), {
      phone: proof.phone,
      kind: "itinerary_unlock",
      summary: `Opened the day-by-day plan of ${itinerary.title} (${destination.name})`,
      onceKey: `${slug}/${itineraryId}`,
      data: {
        destination: destination.name,
        itinerary: itinerary.title,
        destinationSlug: slug,
        itineraryId,
        verifiedFor: proof.purpose,
      },
    });
  } catch (err) {
    logger.error({ err, itineraryId }, "daily plan: the opened itinerary could not be recorded");
  }
}

/** GET /api/v1/destinations/:slug/itineraries/:itineraryId/daily-plan */
export async function dailyPlanResponse(
  request: Request,
  params: Record<string, string | undefined>,
): Promise<Response> {
  const proof = dailyPlanProof(request, DAILY_PLAN_UNLOCK_PURPOSES);
  if (!proof) return errorResponse(403, LOCKED, {}, headers);
  const parsed = paramsSchema.safeParse(params);
  const plan = parsed.success ? getDailyPlan(parsed.data.slug, parsed.data.itineraryId) : null;
  if (!plan || !parsed.success) return errorResponse(404, NOT_FOUND, {}, headers);
  await recordOpened(proof, parsed.data.slug, parsed.data.itineraryId);
  return Response.json({ dailyPlan: plan }, { headers });
}

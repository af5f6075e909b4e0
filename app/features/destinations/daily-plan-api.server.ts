import { z } from "zod";
import { purposesUnlocking } from "~/features/leads";
import { getVerifiedPhone } from "~/features/verification/index.server";
import { getDailyPlan } from "./destinations.server";

/** Any proof whose purpose unlocks the day-by-day plans will do (a visitor verified once is not asked again). */
export const DAILY_PLAN_UNLOCK_PURPOSES = purposesUnlocking("daily_plans");

export const LOCKED_MESSAGE = "Verify your phone number to unlock the day-by-day plan.";
export const NOT_FOUND_MESSAGE =
  "We couldn't find that itinerary. It may have been renamed; please reload the destination page.";

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

/** GET /api/v1/destinations/:slug/itineraries/:itineraryId/daily-plan */
export function dailyPlanResponse(request: Request, params: Record<string, string | undefined>) {
  if (!getVerifiedPhone(request, DAILY_PLAN_UNLOCK_PURPOSES)) {
    return Response.json({ error: LOCKED_MESSAGE }, { status: 401, headers });
  }
  const parsed = paramsSchema.safeParse(params);
  const plan = parsed.success ? getDailyPlan(parsed.data.slug, parsed.data.itineraryId) : null;
  if (!plan) return Response.json({ error: NOT_FOUND_MESSAGE }, { status: 404, headers });
  return Response.json({ dailyPlan: plan }, { headers });
}

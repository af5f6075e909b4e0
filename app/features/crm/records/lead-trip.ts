import { z } from "~/lib/zod";
import { PIPELINE_STAGES } from "../shared/crm-constants";
import { dealValueSchema, TRIP_TEXTS, tripSchema } from "~/lib/lead-trip";

export { EMPTY_TRIP, TRAVEL_STYLES, tripOf, visitorWordsOf, type Trip } from "~/lib/lead-trip";

export const stageMoveSchema = z
  .object({
    stage: z.enum(PIPELINE_STAGES, { error: "Choose one of the seven pipeline stages." }),
    valueInr: dealValueSchema.optional(),
    lostReason: z.string().trim().min(3, TRIP_TEXTS.lostReason).max(500, TRIP_TEXTS.lostReason).optional(),
  })
  .superRefine((move, ctx) => {
    // A won deal is worth something and a lost one has a reason: the revenue figures and the next
    // campaign both depend on it.
    if (move.stage === "Closed Won" && move.valueInr === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["valueInr"],
        message: "Enter the deal's value in rupees to close it as won.",
      });
    if (move.stage === "Closed Lost" && move.lostReason === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["lostReason"],
        message: "Say why the lead was lost to close it as lost.",
      });
  });

/** An edit of a lead sends only what changed. */
export const leadPatchSchema = z
  .object({
    trip: tripSchema.optional(),
    valueInr: z.union([dealValueSchema, z.null()]).optional(),
    ownerId: z.preprocess((v) => (v === "" ? null : v), z.string().max(64).nullable()).optional(),
  })
  .refine((p) => p.trip !== undefined || p.valueInr !== undefined || p.ownerId !== undefined, {
    message: "Change at least one field before saving.",
  });

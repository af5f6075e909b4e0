import { z } from "~/lib/zod";

/** Validation of the policy pages' content (used by tests; kept apart so the browser never loads zod for static content). */
export const policySectionSchema = z.object({
  heading: z.string().min(3),
  paragraphs: z.array(z.string().min(20)).min(1),
  bullets: z.array(z.string().min(3)).optional(),
});

export const cancellationFeeSchema = z.object({
  service: z.string().min(3),
  fee: z.string().min(3),
});

export type PolicySection = z.infer<typeof policySectionSchema>;
export type CancellationFee = z.infer<typeof cancellationFeeSchema>;

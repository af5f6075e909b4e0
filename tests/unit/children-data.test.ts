import { describe, expect, it } from "vitest";
import { z } from "zod";
import { activityBookingSchema } from "~/features/activities/activity-booking-schema";
import { bookingSchema } from "~/features/booking/booking-schema";
import { callbackSchema } from "~/features/callback/callback-schema";
import { contactEnquirySchema } from "~/features/contact/contact-enquiry-schema";
import { dealBookingSchema } from "~/features/deals/deal-booking-schema";
import { itineraryUnlockSchema } from "~/features/destinations/itinerary-unlock-schema";
import { handoffSchema } from "~/features/planner/handoff-schema";
import { priorityAccessSchema } from "~/features/priority-access/priority-access-schema";
import { quizSubmissionSchema } from "~/features/quiz/quiz-schema";
import { weddingConsultationSchema } from "~/features/wedding/wedding-consultation-schema";

/**
 * The site collects children's ages only, never their names or anything else about them: every
 * public form's schema is walked, and nothing about a child may be a free-text field.
 */
const FORMS = {
  activityBookingSchema,
  bookingSchema,
  callbackSchema,
  contactEnquirySchema,
  dealBookingSchema,
  itineraryUnlockSchema,
  handoffSchema,
  priorityAccessSchema,
  quizSubmissionSchema,
  weddingConsultationSchema,
};

type Json = { type?: string | string[]; properties?: Record<string, Json>; items?: Json } & Record<
  string,
  unknown
>;

/** Every property path with its JSON type, through nested objects, arrays and unions. */
function fields(node: unknown, path: string[] = [], out: [string, string][] = []): [string, string][] {
  if (!node || typeof node !== "object") return out;
  const n = node as Json;
  for (const [key, child] of Object.entries(n.properties ?? {})) {
    const at = [...path, key];
    out.push([at.join("."), JSON.stringify((child as Json).type ?? "")]);
    fields(child, at, out);
  }
  if (n.items) fields(n.items, [...path, "[]"], out);
  for (const k of ["anyOf", "oneOf", "allOf"])
    for (const s of (n[k] as unknown[]) ?? []) fields(s, path, out);
  return out;
}

const CHILD = /child|kid|infant|minor|son\b|daughter/i;

describe("children's data", () => {
  it("no form schema accepts a child's name or any text about a child — ages only", () => {
    const childFields: string[] = [];
    for (const [form, schema] of Object.entries(FORMS)) {
      const json = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" });
      for (const [path] of fields(json)) {
        if (!CHILD.test(path)) continue;
        childFields.push(`${form}:${path}`);
        expect(path, `${form}: ${path}`).not.toMatch(/name/i);
      }
    }
    // The walk does reach the forms' child fields (so a renamed field cannot slip past unseen).
    expect(childFields.length, childFields.join(" ")).toBeGreaterThan(0);
  });

  it("a child's name sent to any form is refused or dropped, never kept", () => {
    const named = {
      childName: "Aarav",
      child_name: "Aarav",
      childrenNames: ["Aarav"],
      children: [{ name: "Aarav", age: 7 }],
      kids: "Aarav",
    };
    for (const [form, schema] of Object.entries(FORMS)) {
      const parsed = schema.safeParse(named);
      if (parsed.success) expect(JSON.stringify(parsed.data), form).not.toContain("Aarav");
    }
    // The one child field is a count: a name in it is an error, not data.
    expect(activityBookingSchema.shape.children.safeParse("Aarav").success).toBe(false);
    expect(activityBookingSchema.shape.children.safeParse(2).success).toBe(true);
  });
});

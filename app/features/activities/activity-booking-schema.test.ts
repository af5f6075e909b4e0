import { describe, expect, it } from "vitest";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { ACTIVITY_BOOKING_TEXT, activityBookingSchema, activityIssueTitle } from "./activity-booking-schema";

const VALID = {
  key: "0b8f6f0e-5d7c-4a4e-9f3e-3c1f5f1a2b3c",
  activityCode: "dubai-burj-khalifa",
  firstName: "Asha",
  lastName: "Rao",
  email: "asha@example.in",
  phone: "",
  date: addIndiaDays(indiaDay(), 7),
  adults: "2",
  children: "0",
};

describe("an activity booking's field problems", () => {
  it("call a past date an invalid date with a clear message, never 'Booking Failed'", () => {
    const parsed = activityBookingSchema.safeParse({ ...VALID, date: addIndiaDays(indiaDay(), -1) });
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues[0]!;
    expect(issue.message).toBe(ACTIVITY_BOOKING_TEXT.pastDate);
    expect(activityIssueTitle(String(issue.path[0]))).toBe("Invalid Date");
  });

  it("name each field's problem by the field, keeping 'Booking Failed' for a booking that failed", () => {
    expect(activityIssueTitle("firstName")).toBe("Invalid Name");
    expect(activityIssueTitle("email")).toBe("Invalid Email");
    expect(activityIssueTitle("adults")).toBe("Invalid Guests");
    expect(activityIssueTitle("body")).toBe(ACTIVITY_BOOKING_TEXT.failed.title);
  });
});

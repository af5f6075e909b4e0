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

describe("an activity booking's optional mobile", () => {
  const phoneOf = (phone: string) => activityBookingSchema.safeParse({ ...VALID, phone });
  const problem = (phone: string) => {
    const parsed = phoneOf(phone);
    return parsed.success ? null : parsed.error.issues[0]!.message;
  };

  it("is none when blank, +91XXXXXXXXXX for an Indian mobile, and refuses a wrong one in the same words", () => {
    expect(phoneOf("").success && phoneOf("").data?.phone).toBeNull();
    const indian = phoneOf("98111 22334");
    expect(indian.success && indian.data.phone).toBe("+919811122334");
    expect(problem("5811122334")).toBe("Please enter a valid Indian mobile number, or leave it blank");
    expect(problem("+91 415 555 0100")).toBe(ACTIVITY_BOOKING_TEXT.phone);
  });

  it("takes a number outside India as E.164 and tells a short one how to write it", () => {
    const abroad = phoneOf("+44 7911 123456");
    expect(abroad.success && abroad.data.phone).toBe("+447911123456");
    expect(problem("+44 79")).toBe(
      "Please enter your phone number with its country code, for example +44 7911 123456",
    );
  });
});

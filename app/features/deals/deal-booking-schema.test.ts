import { describe, expect, it } from "vitest";
import { dealBookingConfig } from "./deal-booking-dialog";
import { DEAL_BOOKING_TEXT, dealBookingSchema, keepDealPhoneInput } from "./deal-booking-schema";
import { deals } from "./deals-data";

/** The one schema the dialog and the endpoint share: the deal form's wording for each problem. */
const parse = (input: Record<string, unknown>) =>
  dealBookingSchema.safeParse({ name: "Aarav Shah", phone: "9876543210", dealId: "bali-7-days", ...input });
const firstIssue = (input: Record<string, unknown>) => {
  const result = parse(input);
  if (result.success) throw new Error("expected a problem");
  return { field: String(result.error.issues[0]!.path[0]), message: result.error.issues[0]!.message };
};

describe("deal booking schema", () => {
  it("takes a number written with a plus, spaces, hyphens or brackets, and stores +91XXXXXXXXXX", () => {
    for (const phone of ["+91 (98765) 43210", "098765-43210", "919876543210", " 98765 43210 "]) {
      const result = parse({ phone });
      expect(result.success && result.data.phone, phone).toBe("+919876543210");
    }
  });

  it("names an empty field 'Please fill in all fields'", () => {
    expect(firstIssue({ name: "  " })).toEqual({ field: "name", message: "Please fill in all fields" });
    expect(firstIssue({ phone: "" })).toEqual({ field: "phone", message: "Please fill in all fields" });
  });

  it("refuses other characters and numbers that are not Indian mobiles with the deal form's wording", () => {
    for (const phone of ["98765 4321x", "98765+43210", "+91 415 555 0100", "5876543210", "98765432"]) {
      expect(firstIssue({ phone }), phone).toEqual({
        field: "phone",
        message: "Please enter a valid phone number",
      });
    }
  });

  it("takes only a deal of ours, by id", () => {
    expect(parse({ dealId: "dubai-5-days" }).success).toBe(true);
    for (const dealId of ["", "atlantis", "BALI-7-DAYS", 7, null]) {
      expect(firstIssue({ dealId })).toEqual({
        field: "dealId",
        message: DEAL_BOOKING_TEXT.unknownDeal.description,
      });
    }
  });

  it("the phone box keeps the characters a number is written with, and nothing else", () => {
    expect(keepDealPhoneInput("+91 (98765) 43-210")).toBe("+91 (98765) 43-210");
    expect(keepDealPhoneInput("98765abc43210")).toBe("9876543210");
    expect(keepDealPhoneInput("9".repeat(40))).toHaveLength(20);
  });
});

describe("a phone number outside India", () => {
  it("is taken as E.164 with an e-mail for its code, and the dialog offers it", () => {
    const result = parse({ phone: "+1 (415) 555-0100", email: " Aarav@Example.com " });
    expect(result.success && result.data).toMatchObject({
      phone: "+14155550100",
      email: "aarav@example.com",
    });
    const phone = dealBookingConfig(deals[0]!).fields.find((f) => f.name === "phone");
    expect(phone?.abroad).toBe(true);
  });

  it("is refused without an e-mail, saying the code goes there", () => {
    for (const email of [undefined, "", "  "]) {
      expect(firstIssue({ phone: "+1 415 555 0100", email })).toEqual({
        field: "email",
        message: DEAL_BOOKING_TEXT.emailForCode.description,
      });
    }
  });

  it("never takes +91 as a number from outside India, and shows how to write one that is too short", () => {
    expect(firstIssue({ phone: "+91 415 555 0100", email: "a@example.com" })).toEqual({
      field: "phone",
      message: DEAL_BOOKING_TEXT.invalidPhone.description,
    });
    expect(firstIssue({ phone: "+44 7700", email: "a@example.com" })).toEqual({
      field: "phone",
      message: DEAL_BOOKING_TEXT.invalidInternational.description,
    });
  });
});

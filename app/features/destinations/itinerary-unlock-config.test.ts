import { describe, expect, it } from "vitest";
import { itineraryUnlockDialogConfig, keepNationalDigits } from "./itinerary-unlock-config";
import { UNLOCK_TEXT, itineraryUnlockSchema, unlockIssueTitle } from "./itinerary-unlock-schema";

describe("the unlock form's phone box", () => {
  it("keeps digits only, ten at most, dropping a pasted +91 or 0 rather than the last digits", () => {
    expect(keepNationalDigits("98123 45678")).toBe("9812345678");
    expect(keepNationalDigits("+91 98123-45678")).toBe("9812345678");
    expect(keepNationalDigits("919812345678")).toBe("9812345678");
    expect(keepNationalDigits("098123 45678")).toBe("9812345678");
    expect(keepNationalDigits("581234567890")).toBe("5812345678");
    expect(keepNationalDigits("+91 98-7654")).toBe("91987654");
    expect(keepNationalDigits("abc")).toBe("");
  });
});

describe("a phone number outside India", () => {
  const VALID = { name: "Meera Iyer", destinationSlug: "kenya", itineraryId: "luxury-safari-8d" };
  const firstIssue = (input: Record<string, unknown>) => {
    const result = itineraryUnlockSchema.safeParse({ ...VALID, ...input });
    if (result.success) throw new Error("expected a problem");
    return { field: String(result.error.issues[0]!.path[0]), message: result.error.issues[0]!.message };
  };

  it("is taken as E.164 with an e-mail for its code, and the dialog offers it", () => {
    const result = itineraryUnlockSchema.safeParse({
      ...VALID,
      phone: "+65 8123 4567",
      email: "M@Example.sg",
    });
    expect(result.success && result.data).toMatchObject({ phone: "+6581234567", email: "m@example.sg" });
    const phone = itineraryUnlockDialogConfig("Safari").fields.find((f) => f.name === "phone");
    expect(phone?.abroad).toBe(true);
  });

  it("an Indian mobile's request keeps no e-mail, whatever it carried", () => {
    const result = itineraryUnlockSchema.safeParse({ ...VALID, phone: "9811122233", email: "m@example.in" });
    expect(result.success && result.data).toMatchObject({ phone: "+919811122233", email: null });
  });

  it("is refused without an e-mail, saying the code goes there", () => {
    expect(firstIssue({ phone: "+65 8123 4567" })).toEqual({
      field: "email",
      message: UNLOCK_TEXT.emailForCode.description,
    });
    expect(unlockIssueTitle("email", UNLOCK_TEXT.emailForCode.description)).toBe("Email Required");
  });

  it("never takes +91 as a number from outside India", () => {
    expect(firstIssue({ phone: "+91 415 555 0100", email: "m@example.sg" })).toEqual({
      field: "phone",
      message: UNLOCK_TEXT.invalidPhone.description,
    });
  });
});

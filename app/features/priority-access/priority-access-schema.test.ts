import { describe, expect, it } from "vitest";
import { priorityAccessDialogConfig } from "./priority-access-dialog";
import { priorityAccessSchema } from "./priority-access-schema";
import { PRIORITY_FIELD_TEXT } from "./priority-access-texts";

/** Priority access's one schema, as the dialog and the endpoint read a phone number. */
const BASE = { name: "Aditi Rao", email: "Aditi@Example.com" };
const firstIssue = (input: Record<string, unknown>) => {
  const result = priorityAccessSchema.safeParse({ ...BASE, ...input });
  if (result.success) throw new Error("expected a problem");
  return { field: String(result.error.issues[0]!.path[0]), message: result.error.issues[0]!.message };
};

describe("priority access's phone number", () => {
  it("takes an Indian mobile as +91XXXXXXXXXX and refuses a wrong one in the same words as ever", () => {
    const result = priorityAccessSchema.safeParse({ ...BASE, phone: "98111 22334" });
    expect(result.success && result.data).toMatchObject({ phone: "+919811122334" });
    expect(firstIssue({ phone: "5811122334" })).toEqual({
      field: "phone",
      message: "Please enter a valid Indian mobile number (10 digits starting with 6-9).",
    });
  });

  it("takes a number outside India as E.164, with the address its code goes to, and the dialog offers it", () => {
    const result = priorityAccessSchema.safeParse({ ...BASE, phone: "+1 415 555 0100" });
    expect(result.success && result.data).toMatchObject({
      phone: "+14155550100",
      email: "aditi@example.com",
    });
    const phone = priorityAccessDialogConfig("home", undefined, null).fields.find((f) => f.name === "phone");
    expect(phone?.abroad).toBe(true);
  });

  it("never takes +91 as a number from outside India, and tells a short foreign one how to write it", () => {
    expect(firstIssue({ phone: "+91 415 555 0100" })).toEqual({
      field: "phone",
      message: PRIORITY_FIELD_TEXT.invalidPhone.description,
    });
    expect(firstIssue({ phone: "+1 415" })).toEqual({
      field: "phone",
      message: PRIORITY_FIELD_TEXT.invalidInternational.description,
    });
  });
});

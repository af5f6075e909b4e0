import { describe, expect, it } from "vitest";
import { HANDOFF_TEXT, handoffIssueTitle, handoffSchema } from "./handoff-schema";
import { HANDOFF_DIALOG_CONFIG } from "./planner-handoff-config";

/** The hand-off's one schema, as the dialog and the endpoint read a phone number. */
const BASE = {
  name: "Aditi Rao",
  transcript: JSON.stringify([{ role: "user", content: "Bali for two in May" }]),
};
const firstIssue = (input: Record<string, unknown>) => {
  const result = handoffSchema.safeParse({ ...BASE, ...input });
  if (result.success) throw new Error("expected a problem");
  return { field: String(result.error.issues[0]!.path[0]), message: result.error.issues[0]!.message };
};

describe("the hand-off's phone number", () => {
  it("takes an Indian mobile as +91XXXXXXXXXX and keeps no e-mail with it", () => {
    const result = handoffSchema.safeParse({ ...BASE, phone: "98111 22334", email: "a@example.com" });
    expect(result.success && result.data).toMatchObject({ phone: "+919811122334", email: null });
  });

  it("takes a number outside India as E.164 with an e-mail for its code, and the dialog offers it", () => {
    const result = handoffSchema.safeParse({ ...BASE, phone: "+1 415 555 0100", email: "Aditi@Example.com" });
    expect(result.success && result.data).toMatchObject({
      phone: "+14155550100",
      email: "aditi@example.com",
    });
    expect(HANDOFF_DIALOG_CONFIG.fields.find((f) => f.name === "phone")?.abroad).toBe(true);
  });

  it("refuses a number outside India without an e-mail, saying the code goes there", () => {
    expect(firstIssue({ phone: "+1 415 555 0100" })).toEqual({
      field: "email",
      message: HANDOFF_TEXT.emailForCode.description,
    });
    expect(handoffIssueTitle("email")).toBe("Email Needed");
  });

  it("never takes +91 as a number from outside India", () => {
    expect(firstIssue({ phone: "+91 415 555 0100", email: "a@example.com" })).toEqual({
      field: "phone",
      message: HANDOFF_TEXT.invalidPhone.description,
    });
  });
});

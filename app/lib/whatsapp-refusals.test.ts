import { describe, expect, it } from "vitest";
import { metaRefusalSentence } from "./whatsapp-refusals";

describe("Meta's refusal, as a sentence for the agent", () => {
  it("reads the code from the send's answer and from a failed status by webhook alike", () => {
    const reEngage = metaRefusalSentence("131047 Re-engagement message", null);
    expect(reEngage).toBe(
      "More than 24 hours have passed since the traveller last wrote, so WhatsApp only carries an approved template now: send a template instead.",
    );
    expect(metaRefusalSentence("(#131047) Re-engagement message [131047]", null)).toBe(reEngage);
  });

  it("names the template and its parameters when Meta's copy does not match", () => {
    expect(
      metaRefusalSentence("(#132000) Number of parameters does not match [132000]", "payment_reminder"),
    ).toBe(
      'The template "Payment reminder" (payment_reminder) in WhatsApp Manager does not take the parameters this site fills (name, amount, what it is for, pay link). Ask an admin to match it to docs/whatsapp.md.',
    );
  });

  it("says to try again when Meta did not answer, and passes on a code it does not know", () => {
    expect(metaRefusalSentence("no answer within 8000 ms", null)).toBe(
      "WhatsApp did not take the message (no answer within 8000 ms). Try again in a few minutes.",
    );
    expect(metaRefusalSentence("(#131999) Something new [131999]", null)).toMatch(
      /^WhatsApp refused the message \(\(#131999\) Something new \[131999\]\)\. Try again later/,
    );
  });
});

import nodemailer from "nodemailer";
import { expect, it } from "vitest";
import { headerValue } from "../fakes/smtp-server";
it("reads a folded, encoded Subject as a person would", async () => {
  const t = nodemailer.createTransport({ streamTransport: true, buffer: true });
  for (const subject of [
    "New Travel personality quiz lead: Killed After Answer 1795638125746 (score 31) and more words here",
    "अनन्या शर्मा 😀 lead: محمد علي (score 31) with a long tail to fold the header over lines",
  ]) {
    const info = await t.sendMail({ from: "a@b.in", to: "c@d.in", subject, text: "x" });
    expect(headerValue(info.message.toString(), "Subject")).toBe(subject);
  }
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSmtpServer } from "../../tests/fakes/smtp-server";
import { createSmtpMailSender, smtpRequiresTls } from "./mail.server";

describe("SMTP mail sender", () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it("delivers a message over SMTP", async () => {
    const sender = createSmtpMailSender(smtp.url, "Luxe Voyages <no-reply@luxevoyages.in>");
    await sender.send({
      to: "leads@luxevoyages.in",
      audience: "staff",
      subject: "New lead: Priya",
      text: "Call Priya",
    });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(["leads@luxevoyages.in"]);
    expect(smtp.received[0]!.subject).toBe("New lead: Priya");
    expect(smtp.received[0]!.raw).toContain("Call Priya");
  });

  it("delivers an attachment with its file name and bytes", async () => {
    const sender = createSmtpMailSender(smtp.url, "no-reply@luxevoyages.in");
    const bytes = Buffer.from("%PDF-1.3 voucher bytes ₹");
    await sender.send({
      to: "guest@example.in",
      audience: "visitor",
      subject: "Your voucher",
      text: "Attached.",
      attachments: [{ filename: "voucher-ACT-ABC123.pdf", contentType: "application/pdf", content: bytes }],
    });
    const raw = smtp.received.at(-1)!.raw;
    expect(raw).toMatch(/Content-Type: application\/pdf; name=voucher-ACT-ABC123\.pdf/);
    expect(raw).toContain("filename=voucher-ACT-ABC123.pdf");
    expect(raw.replace(/\r?\n/g, "")).toContain(bytes.toString("base64"));
  });

  it("surfaces a server refusal as an error (so the outbox retries it)", async () => {
    const sender = createSmtpMailSender(smtp.url, "no-reply@luxevoyages.in");
    smtp.failNext(1);
    await expect(
      sender.send({ to: "leads@luxevoyages.in", audience: "staff", subject: "x", text: "y" }),
    ).rejects.toThrow(/451|temporarily/i);
  });

  it("with a user and password, sends nothing to a server that offers no STARTTLS", async () => {
    const plain = await startFakeSmtpServer({ plainAuth: true });
    try {
      const withPassword = plain.url.replace("smtp://", "smtp://mailer:s3cret@");
      const sender = createSmtpMailSender(withPassword, "no-reply@luxevoyages.in");
      await expect(
        sender.send({
          to: "admin@luxevoyages.in",
          subject: "Your sign-in code",
          text: "482913",
          audience: "staff_sign_in",
        }),
      ).rejects.toThrow(/STARTTLS/);
      expect(plain.signIns).toEqual([]);
      expect(plain.dataStarted).toBe(0);
      // Without credentials there is nothing to hide from the wire: the message goes as before.
      await createSmtpMailSender(plain.url, "no-reply@luxevoyages.in").send({
        to: "leads@luxevoyages.in",
        subject: "New lead",
        text: "Call Priya",
        audience: "staff",
      });
      expect(plain.received.map((m) => m.subject)).toEqual(["New lead"]);
    } finally {
      await plain.close();
    }
  });

  it("requires TLS whenever the URL carries credentials and is not TLS from the start", () => {
    expect(smtpRequiresTls("smtp://user:pass@mail.example.in:587")).toBe(true);
    expect(smtpRequiresTls("smtp://user@mail.example.in:25")).toBe(true);
    // smtp:// starts plain whatever the port: nodemailer does not switch to TLS for 465 then.
    expect(smtpRequiresTls("smtp://user:pass@mail.example.in:465")).toBe(true);
    expect(smtpRequiresTls("smtp://user:pass@mail.example.in:587?secure=false")).toBe(true);
    expect(smtpRequiresTls("smtps://user:pass@mail.example.in:465")).toBe(false);
    expect(smtpRequiresTls("smtp://user:pass@mail.example.in:465?secure=true")).toBe(false);
    expect(smtpRequiresTls("smtp://127.0.0.1:2525")).toBe(false);
  });
});

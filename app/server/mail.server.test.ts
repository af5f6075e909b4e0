import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSmtpServer } from "../../tests/fakes/smtp-server";
import { createSmtpMailSender } from "./mail.server";

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
    await expect(sender.send({ to: "leads@luxevoyages.in", audience: "staff", subject: "x", text: "y" })).rejects.toThrow(
      /451|temporarily/i,
    );
  });
});

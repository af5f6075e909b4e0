import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { headerValue, startFakeSmtpServer } from "../../tests/fakes/smtp-server";
import { parseEnv, type Config } from "./config.server";
import { logger } from "./logger.server";
import {
  createSmtpMailSender,
  getMailSender,
  setMailSenderForTests,
  smtpRequiresTls,
  withHouseStyle,
  type MailMessage,
  type MailSender,
} from "./mail.server";

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

  it("says in the log why it refused, and the error reaches the outbox to retry", async () => {
    const plain = await startFakeSmtpServer({ plainAuth: true });
    const errors = vi.spyOn(logger, "error");
    try {
      const sender = createSmtpMailSender(
        plain.url.replace("smtp://", "smtp://mailer:s3cret@"),
        "no-reply@luxevoyages.in",
      );
      await expect(
        sender.send({ to: "guest@example.in", subject: "x", text: "y", audience: "visitor" }),
      ).rejects.toThrow();
      const line = errors.mock.calls.map((call) => call.join(" ")).join("\n");
      expect(line).toMatch(/no STARTTLS/);
      expect(line).toMatch(/SMTP_ALLOW_PLAINTEXT_AUTH/);
      expect(line).not.toContain("s3cret");
      expect(plain.signIns).toEqual([]);
    } finally {
      errors.mockRestore();
      await plain.close();
    }
  });

  it("with SMTP_ALLOW_PLAINTEXT_AUTH, signs in to a local relay without STARTTLS and sends", async () => {
    const plain = await startFakeSmtpServer({ plainAuth: true });
    try {
      const sender = createSmtpMailSender(
        plain.url.replace("smtp://", "smtp://mailer:s3cret@"),
        "no-reply@luxevoyages.in",
        { allowPlaintextAuth: true },
      );
      await sender.send({ to: "leads@luxevoyages.in", subject: "Relayed", text: "ok", audience: "staff" });
      expect(plain.signIns).toEqual(["mailer"]);
      expect(plain.received.map((m) => m.subject)).toEqual(["Relayed"]);
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

describe("every message in the house style", () => {
  const config = {
    ...parseEnv({ SITE_SALES_EMAIL: "sales@luxevoyages.in", SITE_BRAND_NAME: "Luxe Voyages" }),
  } as unknown as Config;

  function capture() {
    const sent: MailMessage[] = [];
    const sender: MailSender = { name: "test", send: async (m) => (sent.push(m), {}) };
    return { sent, sender: withHouseStyle(sender, config) };
  }

  it("gets an HTML part made from its text, in the brand, with everything escaped and nothing remote", async () => {
    const { sent, sender } = capture();
    await sender.send({
      to: "guest@example.in",
      audience: "visitor",
      subject: "Your <trip> & more",
      text: "Dear <script>alert(1)</script> Meera,\n\nSee https://luxevoyages.in/trips?a=1&b=2 today.\nLine two.",
    });
    const mail = sent[0]!;
    expect(mail.text).toContain("Dear <script>");
    const html = mail.html!;
    expect(html).toContain("Dear &lt;script&gt;alert(1)&lt;/script&gt; Meera,");
    expect(html).not.toContain("<script>");
    expect(html).toContain("Your &lt;trip&gt; &amp; more");
    expect(html).toContain('href="https://luxevoyages.in/trips?a=1&amp;b=2"');
    expect(html).toContain("today.<br>Line two.");
    // The brand: the ink header, the gold accent, the serif display face, a table layout.
    expect(html).toContain("#0e1a2b");
    expect(html).toContain("#d7b877");
    expect(html).toMatch(/Cormorant Garamond/);
    expect(html).toMatch(/<table role="presentation"/);
    // Nothing fetched from elsewhere: no images, stylesheets or fonts.
    expect(html).not.toMatch(/<img|<link|@import|url\(/i);
  });

  it("gets a Reply-To: the sales address unless the caller named a person", async () => {
    const { sent, sender } = capture();
    await sender.send({ to: "guest@example.in", audience: "visitor", subject: "a", text: "b" });
    await sender.send({
      to: "guest@example.in",
      audience: "visitor",
      subject: "a",
      text: "b",
      replyTo: "asha@luxevoyages.in",
    });
    expect(sent.map((m) => m.replyTo)).toEqual(["sales@luxevoyages.in", "asha@luxevoyages.in"]);
    expect(sent[0]!.html).toContain("sales@luxevoyages.in");
  });

  it("goes over SMTP as text and HTML alternatives with its Reply-To header", async () => {
    const smtp = await startFakeSmtpServer();
    try {
      const sender = withHouseStyle(createSmtpMailSender(smtp.url, "no-reply@luxevoyages.in"), config);
      await sender.send({ to: "guest@example.in", audience: "visitor", subject: "Hello", text: "Hi there" });
      const raw = smtp.received[0]!.raw;
      expect(headerValue(raw, "Reply-To")).toBe("sales@luxevoyages.in");
      expect(raw).toMatch(/Content-Type: multipart\/alternative/);
      expect(raw).toMatch(/Content-Type: text\/plain/);
      expect(raw).toMatch(/Content-Type: text\/html/);
    } finally {
      await smtp.close();
    }
  });
});

it("whatever sender is in use, the port sends every message in the house style", async () => {
  const sent: MailMessage[] = [];
  setMailSenderForTests({ name: "test", send: async (m) => (sent.push(m), {}) });
  try {
    const config = parseEnv({ SITE_SALES_EMAIL: "sales@luxevoyages.in" }) as unknown as Config;
    await getMailSender(config).send({
      to: "admin@luxevoyages.in",
      audience: "staff_sign_in",
      subject: "482913 is your sign-in code",
      text: "Your code is 482913.",
    });
    expect(sent[0]).toMatchObject({ replyTo: "sales@luxevoyages.in", text: "Your code is 482913." });
    expect(sent[0]!.html).toContain("Your code is 482913.");
  } finally {
    setMailSenderForTests(undefined);
  }
});

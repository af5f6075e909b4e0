// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { codeEmailSchema, emailForNumberAbroad, leadPhoneSchema } from "~/lib/enquiry-rules";
import { indianMobileDigits, normalizeIndianMobile, normalizeLeadPhone } from "~/lib/phone";
import type { CodeSent } from "./lead-flow-types";
import { OPT_IN_CHOICES } from "./phone-consent";
import { markPhoneVerified } from "./verification-cache";
import { VerificationDialog, type VerificationDialogConfig } from "./verification-dialog";
import { dismissErrorToasts, showErrorToast } from "~/components/ui/toast";

vi.mock("~/components/ui/toast", () => ({
  showErrorToast: vi.fn(),
  showSuccessToast: vi.fn(),
  dismissErrorToasts: vi.fn(),
}));

const PHONE = "Please enter a valid Indian mobile number (10 digits starting with 6-9).";
const config: VerificationDialogConfig = {
  purpose: "priority_access",
  title: "Get Priority Access",
  description: "Be first to customise your package.",
  fields: [
    { name: "name", label: "Full name", type: "text", autoComplete: "name" },
    { name: "email", label: "Email", type: "email", autoComplete: "email" },
    { name: "phone", label: "Mobile number", type: "tel", autoComplete: "tel" },
  ],
  submitLabel: "Send OTP",
  schema: z.object({
    name: z.string().check(z.trim(), z.minLength(2, "Please enter your name")),
    email: z.email("Please enter a valid email"),
    phone: z.pipe(
      z.string().check(z.refine((v: string) => indianMobileDigits(v) !== null, PHONE)),
      z.transform((v: string) => normalizeIndianMobile(v)!),
    ),
  }),
  issueTitle: (field) => (field === "phone" ? "Invalid Phone Number" : "Required"),
  texts: {
    sendFailed: {
      title: "Something went wrong",
      description: "Please try again or contact support if the issue persists.",
    },
    resendFailed: {
      title: "Something went wrong",
      description: "Please try again or contact support if the issue persists.",
    },
    verifyFailed: {
      title: "Verification Failed",
      description: "Please try again or contact support if the issue persists.",
    },
    wrongCode: {
      title: "Invalid OTP",
      description: "The code you entered is incorrect or has expired. Please try again.",
    },
    incompleteCode: { title: "Invalid OTP", description: "Please enter the complete 6-digit code." },
    invalidSession: {
      title: "Something went wrong",
      description: "Please try again or contact support if the issue persists.",
    },
    verified: { title: "Success!", description: "Your priority access request has been verified." },
  },
  code: {
    title: "Check your phone",
    verifyLabel: "Verify",
    backLabel: "Back to Form",
    resendLabel: "Resend code",
  },
  done: {
    title: "You're on the list",
    description: "We'll call you within 24 hours.",
    actionLabel: "Awesome, Got It!",
  },
};

const SENT: CodeSent = {
  submissionId: "0b8c7f0e-52a2-4c8e-9d0e-1f2a3b4c5d6e",
  phone: "+919812345678",
  phoneDisplay: "+91 98123 45678",
  sentAt: new Date().toISOString(),
  resendAvailableInSeconds: 30,
  expiresInSeconds: 600,
  codeTtlSeconds: 600,
  maxAttempts: 5,
  resumed: false,
  toast: { title: "OTP Sent!", description: "Please check your phone for the verification code." },
};

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // A pending form fill is remembered in the tab: each test starts without one.
  window.sessionStorage.clear();
});

// The consent note links to the privacy policy: a router is needed around the dialog.
const inRouter = {
  wrapper: ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>,
};

const reply = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );

describe("VerificationDialog", () => {
  it("walks details → code → done from configuration alone, and clears on 'Awesome, Got It!'", async () => {
    const user = userEvent.setup();
    const onVerified = vi.fn();
    render(
      <VerificationDialog
        open
        onOpenChange={() => {}}
        config={config}
        onVerified={onVerified}
        initialValues={{ destination: "Kenya" }}
      />,
      inRouter,
    );

    expect(screen.getByRole("dialog", { name: "Get Priority Access" })).toBeTruthy();
    await user.type(screen.getByLabelText("Full name"), "A");
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.type(screen.getByLabelText("Mobile number"), "+91 98123 456");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    // Every field's own message beside it; nothing sent.
    expect(screen.getByText("Please enter your name")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email")).toBeTruthy();
    expect(screen.getByText(PHONE)).toBeTruthy();
    expect(screen.getByLabelText("Mobile number").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Full name"), "sha Rao");
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "asha@example.in");
    await user.type(screen.getByLabelText("Mobile number"), "78");
    expect(screen.queryByText(PHONE)).toBeNull();
    reply(201, SENT);
    await user.click(screen.getByRole("button", { name: "Send OTP" }));

    await screen.findByRole("heading", { name: "Check your phone" });
    // The lifetime is the server's (10 minutes here), not a literal.
    expect(screen.getByText(/It's valid for 10 minutes\./)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/v1/priority-access/submissions");
    expect(JSON.parse(init.body)).toEqual({
      destination: "Kenya",
      name: "Asha Rao",
      email: "asha@example.in",
      phone: "+91 98123 45678",
      submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    reply(200, { result: { ok: true }, toast: config.texts.verified });
    await user.type(screen.getByRole("textbox", { name: "6-digit verification code" }), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await screen.findByRole("heading", { name: "You're on the list" });
    expect(onVerified).toHaveBeenCalledWith({ ok: true });

    await user.click(screen.getByRole("button", { name: "Awesome, Got It!" }));
    await waitFor(() => expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe(""));
  });

  it("closed at the code step and opened again, it asks the server about the code already sent and returns to it: no second send", async () => {
    const user = userEvent.setup();
    function Host() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <VerificationDialog open={open} onOpenChange={setOpen} config={config} />
        </>
      );
    }
    render(<Host />, inRouter);
    await user.type(screen.getByLabelText("Full name"), "Asha Rao");
    await user.type(screen.getByLabelText("Email"), "asha@example.in");
    await user.type(screen.getByLabelText("Mobile number"), "9812345678");
    reply(201, SENT);
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    await screen.findByRole("heading", { name: "Check your phone" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const sentAt = new Date(Date.now() - 2 * 60_000);
    reply(200, {
      ...SENT,
      live: true,
      sentAt: sentAt.toISOString(),
      expiresInSeconds: 180,
      resendAvailableInSeconds: 0,
      resumed: true,
      attemptsLeft: 4,
    });
    await user.click(screen.getByRole("button", { name: "Open" }));
    await screen.findByRole("heading", { name: "Check your phone" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe(`/api/v1/priority-access/submissions/${SENT.submissionId}`);
    expect(init.method ?? "GET").toBe("GET");
    // When the code on the phone was sent, and what is left of it (India time).
    const clock = new Date(sentAt.getTime() + 330 * 60_000).toISOString().slice(11, 16);
    expect(screen.getByText(new RegExp(`at ${clock}\\. It's valid for 3 more minutes\\.`))).toBeTruthy();
    // The code is never kept in the browser: only the form fill's id.
    expect(JSON.stringify({ ...window.sessionStorage })).not.toMatch(/"code"/);
  });

  it("opened again once the server says the code is gone, it shows the empty form and forgets it", async () => {
    const user = userEvent.setup();
    function Host() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <VerificationDialog open={open} onOpenChange={setOpen} config={config} />
        </>
      );
    }
    render(<Host />, inRouter);
    await user.type(screen.getByLabelText("Full name"), "Asha Rao");
    await user.type(screen.getByLabelText("Email"), "asha@example.in");
    await user.type(screen.getByLabelText("Mobile number"), "9812345678");
    reply(201, SENT);
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    await screen.findByRole("heading", { name: "Check your phone" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    reply(200, { live: false });
    await user.click(screen.getByRole("button", { name: "Open" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(window.sessionStorage.getItem("luxe.pending-codes")).toBeNull());
    expect(screen.getByRole("button", { name: "Send OTP" })).toBeTruthy();
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("");
  });

  it("a wrong code is announced once: the toast says it, the line under the boxes is their description", async () => {
    const user = userEvent.setup();
    render(<VerificationDialog open onOpenChange={() => {}} config={config} />, inRouter);
    await user.type(screen.getByLabelText("Full name"), "Asha Rao");
    await user.type(screen.getByLabelText("Email"), "asha@example.in");
    await user.type(screen.getByLabelText("Mobile number"), "9812345678");
    reply(201, SENT);
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    await screen.findByRole("heading", { name: "Check your phone" });
    vi.mocked(showErrorToast).mockClear();
    reply(400, {
      error: { ...config.texts.wrongCode, outcome: "wrong_code", field: "code", attemptsLeft: 4 },
    });
    const box = screen.getByRole("textbox", { name: "6-digit verification code" });
    await user.type(box, "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(showErrorToast).toHaveBeenCalledTimes(1));
    expect(showErrorToast).toHaveBeenCalledWith(
      config.texts.wrongCode.title,
      config.texts.wrongCode.description,
    );
    // Written under the boxes with the tries left, read with them, but not a second live region.
    await waitFor(() => expect(box.getAttribute("aria-describedby")).toMatch(/-error/));
    const line = document.getElementById(box.getAttribute("aria-describedby")!.split(" ").pop()!)!;
    expect(line.textContent).toBe(`${config.texts.wrongCode.description} 4 tries left.`);
    const live = [...document.querySelectorAll('[role="alert"], [role="status"], [aria-live]')];
    expect(live.filter((el) => el.textContent?.includes(config.texts.wrongCode.description))).toEqual([]);
  });

  it("'Back to Form' keeps what was typed", async () => {
    const user = userEvent.setup();
    render(<VerificationDialog open onOpenChange={() => {}} config={config} />, inRouter);
    await user.type(screen.getByLabelText("Full name"), "Asha Rao");
    await user.type(screen.getByLabelText("Email"), "asha@example.in");
    await user.type(screen.getByLabelText("Mobile number"), "9812345678");
    reply(201, SENT);
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    await screen.findByRole("heading", { name: "Check your phone" });
    await user.click(screen.getByRole("button", { name: "Back to Form" }));
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Asha Rao");
  });

  it("a flow without a success step closes (and so clears) once the phone is verified", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const onVerified = vi.fn();
    render(
      <VerificationDialog
        open
        onOpenChange={onOpenChange}
        onVerified={onVerified}
        config={{ ...config, done: null }}
      />,
      inRouter,
    );
    await user.type(screen.getByLabelText("Full name"), "Asha Rao");
    await user.type(screen.getByLabelText("Email"), "asha@example.in");
    await user.type(screen.getByLabelText("Mobile number"), "9812345678");
    reply(201, SENT);
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    await screen.findByRole("heading", { name: "Check your phone" });
    reply(200, { result: { ok: true }, toast: config.texts.verified });
    await user.type(screen.getByRole("textbox", { name: "6-digit verification code" }), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onVerified).toHaveBeenCalledWith({ ok: true });
    expect(screen.queryByRole("heading", { name: "You're on the list" })).toBeNull();
  });

  it("a field may keep input its own way, and a select sends its first choice unless changed", async () => {
    const user = userEvent.setup();
    const strict: VerificationDialogConfig = {
      ...config,
      fields: [
        { name: "name", label: "Full name", type: "text" },
        {
          name: "phone",
          label: "Mobile number",
          type: "tel",
          maxLength: 10,
          sanitize: (v) => v.replace(/\D/g, "").slice(0, 10),
        },
        {
          name: "preferredTime",
          label: "Preferred time",
          type: "select",
          options: [
            { value: "ASAP", label: "As soon as possible" },
            { value: "evening", label: "This evening" },
          ],
        },
      ],
      schema: z.object({
        name: z.string().check(z.minLength(2, "Please enter your name")),
        phone: z.string().check(z.length(10, "Please enter a valid phone number")),
        preferredTime: z.enum(["ASAP", "evening"]),
      }),
    };
    render(<VerificationDialog open onOpenChange={() => {}} config={strict} />, inRouter);
    await user.type(screen.getByLabelText("Full name"), "Asha Rao");
    const phone = screen.getByLabelText("Mobile number") as HTMLInputElement;
    await user.type(phone, "+91 98123-456789");
    expect(phone.value).toBe("9198123456");
    expect(phone.maxLength).toBe(10);
    const select = screen.getByLabelText("Preferred time") as HTMLSelectElement;
    expect(select.value).toBe("ASAP");
    reply(201, SENT);
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    await screen.findByRole("heading", { name: "Check your phone" });
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toMatchObject({
      phone: "9198123456",
      preferredTime: "ASAP",
    });
  });

  it("closing hands the focus back to the button that opened it", async () => {
    const user = userEvent.setup();
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Get Priority Access
          </button>
          <VerificationDialog open={open} onOpenChange={setOpen} config={config} />
        </>
      );
    }
    render(<Page />, inRouter);
    const opener = screen.getByRole("button", { name: "Get Priority Access" });
    await user.click(opener);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Full name")));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

/** A callback-like flow whose phone field offers a number outside India. */
const abroadConfig: VerificationDialogConfig = {
  ...config,
  purpose: "callback",
  fields: [
    { name: "name", label: "Full name", type: "text", autoComplete: "name" },
    { name: "phone", label: "Mobile number", type: "tel", autoComplete: "tel-national", abroad: true },
  ],
  schema: z.object({
    name: z.string().check(z.trim(), z.minLength(2, "Please enter your name")),
    phone: z.string().check(z.refine((v: string) => normalizeLeadPhone(v) !== null, PHONE)),
    email: z.optional(z.string()),
  }),
};

describe("a number outside India", () => {
  it("the phone field switches to an international number with an e-mail for the code, by keyboard", async () => {
    const user = userEvent.setup();
    render(<VerificationDialog open onOpenChange={() => {}} config={abroadConfig} />, inRouter);
    await user.type(screen.getByLabelText("Full name"), "Ravi Menon");
    const toggle = screen.getByRole("button", { name: "I have a number outside India" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByLabelText("E-mail for your code")).toBeNull();
    toggle.focus();
    await user.keyboard("{Enter}");
    expect(
      screen.getByRole("button", { name: "I have an Indian mobile number" }).getAttribute("aria-expanded"),
    ).toBe("true");
    // The caret is back in the number box, now asking for the country code.
    const phone = screen.getByLabelText("Mobile number with country code");
    expect(document.activeElement).toBe(phone);
    await user.keyboard("+44 7700 900123");
    await user.type(screen.getByLabelText("E-mail for your code"), "ravi@example.co.uk");
    reply(201, { ...SENT, phone: "+447700900123", phoneDisplay: "ravi@example.co.uk", channel: "email" });
    await user.click(screen.getByRole("button", { name: "Send OTP" }));

    await screen.findByRole("heading", { name: "Check your phone" });
    expect(screen.getByText("ravi@example.co.uk")).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/v1/callback/submissions");
    expect(JSON.parse(init.body)).toMatchObject({
      name: "Ravi Menon",
      phone: "+44 7700 900123",
      email: "ravi@example.co.uk",
      channel: "email",
    });
  });

  it("switched back to an Indian mobile, the e-mail is not sent and the Indian rule applies again", async () => {
    const user = userEvent.setup();
    render(<VerificationDialog open onOpenChange={() => {}} config={abroadConfig} />, inRouter);
    await user.type(screen.getByLabelText("Full name"), "Asha Rao");
    await user.click(screen.getByRole("button", { name: "I have a number outside India" }));
    await user.type(screen.getByLabelText("E-mail for your code"), "asha@example.in");
    await user.click(screen.getByRole("button", { name: "I have an Indian mobile number" }));
    expect(screen.queryByLabelText("E-mail for your code")).toBeNull();
    await user.type(screen.getByLabelText("Mobile number"), "98123 45678");
    reply(201, SENT);
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    await screen.findByRole("heading", { name: "Check your phone" });
    const body = JSON.parse(fetchMock.mock.calls[0]![1].body);
    expect(body).toMatchObject({ phone: "98123 45678" });
    expect(body).not.toHaveProperty("email");
    expect(body).not.toHaveProperty("channel");
  });

  it("a form that asks for an e-mail anyway keeps its one box: the code goes there, and it is always sent", async () => {
    const ownEmail: VerificationDialogConfig = {
      ...abroadConfig,
      purpose: "booking",
      fields: [
        { name: "name", label: "Full name", type: "text", autoComplete: "name" },
        { name: "email", label: "Email", type: "email", autoComplete: "email" },
        { name: "phone", label: "Mobile number", type: "tel", autoComplete: "tel", abroad: true },
      ],
      schema: z.object({
        name: z.string(),
        email: z.email("Please enter a valid email"),
        phone: z.string().check(z.refine((v: string) => normalizeLeadPhone(v) !== null, PHONE)),
      }),
    };
    const user = userEvent.setup();
    render(<VerificationDialog open onOpenChange={() => {}} config={ownEmail} />, inRouter);
    await user.type(screen.getByLabelText("Full name"), "Ravi Menon");
    await user.type(screen.getByLabelText("Email"), "ravi@example.co.uk");
    await user.click(screen.getByRole("button", { name: "I have a number outside India" }));
    expect(screen.queryByLabelText("E-mail for your code")).toBeNull();
    expect(screen.getAllByRole("textbox", { name: /mail/i })).toHaveLength(1);
    expect(screen.getByLabelText("Email").getAttribute("aria-describedby")).toMatch(/-hint/);
    await user.type(screen.getByLabelText("Mobile number with country code"), "+44 7700 900123");
    reply(201, { ...SENT, phone: "+447700900123", phoneDisplay: "ravi@example.co.uk", channel: "email" });
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    await screen.findByRole("heading", { name: "Check your phone" });
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toMatchObject({
      phone: "+44 7700 900123",
      email: "ravi@example.co.uk",
      channel: "email",
    });
  });

  it("a form with its own e-mail box still sends it with an Indian mobile, without a channel", async () => {
    const ownEmail: VerificationDialogConfig = {
      ...config,
      purpose: "booking",
      fields: config.fields.map((f) => (f.name === "phone" ? { ...f, abroad: true } : f)),
    };
    const user = userEvent.setup();
    render(<VerificationDialog open onOpenChange={() => {}} config={ownEmail} />, inRouter);
    await user.type(screen.getByLabelText("Full name"), "Asha Rao");
    await user.type(screen.getByLabelText("Email"), "asha@example.in");
    await user.type(screen.getByLabelText("Mobile number"), "98123 45678");
    reply(201, SENT);
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    await screen.findByRole("heading", { name: "Check your phone" });
    const body = JSON.parse(fetchMock.mock.calls[0]![1].body);
    expect(body).toMatchObject({ email: "asha@example.in", phone: "98123 45678" });
    expect(body).not.toHaveProperty("channel");
  });

  /** The real field rules: a number outside India is refused without the e-mail its code goes to. */
  const EMAIL_NEEDED = "Please enter your email address: we send the code there for a number outside India";
  const ruledConfig: VerificationDialogConfig = {
    ...abroadConfig,
    schema: z
      .object({
        name: z.string().check(z.trim(), z.minLength(2, "Please enter your name")),
        phone: leadPhoneSchema({ invalid: PHONE, international: "Please add your country code" }),
        email: codeEmailSchema("Please enter a valid email address"),
      })
      .check(emailForNumberAbroad(EMAIL_NEEDED)),
  };

  it("the switch controls only boxes that are on the page, before and after it is pressed", async () => {
    const user = userEvent.setup();
    render(<VerificationDialog open onOpenChange={() => {}} config={abroadConfig} />, inRouter);
    const controlled = () => {
      const toggle = screen.getByRole("button", { name: /I have an? (Indian mobile|number outside India)/ });
      return (toggle.getAttribute("aria-controls") ?? "").split(" ").filter(Boolean);
    };
    expect(controlled()).toHaveLength(1);
    for (const id of controlled()) expect(document.getElementById(id)).not.toBeNull();
    await user.click(screen.getByRole("button", { name: "I have a number outside India" }));
    expect(controlled()).toHaveLength(2);
    for (const id of controlled()) expect(document.getElementById(id)).not.toBeNull();
    expect(
      document.getElementById(controlled()[1]!)?.contains(screen.getByLabelText("E-mail for your code")),
    ).toBe(true);
  });

  it("a number with its country code typed in the Indian box opens the e-mail box with the reason, number kept", async () => {
    const user = userEvent.setup();
    render(<VerificationDialog open onOpenChange={() => {}} config={ruledConfig} />, inRouter);
    vi.mocked(dismissErrorToasts).mockClear();
    await user.type(screen.getByLabelText("Full name"), "Ravi Menon");
    await user.type(screen.getByLabelText("Mobile number"), "+44 7700 900123");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));

    const email = screen.getByLabelText("E-mail for your code");
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(EMAIL_NEEDED)).toBeTruthy();
    expect((screen.getByLabelText("Mobile number with country code") as HTMLInputElement).value).toBe(
      "+44 7700 900123",
    );
    expect(screen.getByRole("button", { name: "I have an Indian mobile number" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    // Opened by the refusal, not by the switch: the toast saying why stays.
    expect(dismissErrorToasts).not.toHaveBeenCalled();

    await user.type(email, "ravi@example.co.uk");
    reply(201, { ...SENT, phone: "+447700900123", phoneDisplay: "ravi@example.co.uk", channel: "email" });
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    await screen.findByRole("heading", { name: "Check your phone" });
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toMatchObject({
      email: "ravi@example.co.uk",
      channel: "email",
    });
  });

  it("an Indian mobile in the box for numbers abroad is sent at once by SMS, with no e-mail asked", async () => {
    const user = userEvent.setup();
    render(<VerificationDialog open onOpenChange={() => {}} config={ruledConfig} />, inRouter);
    await user.type(screen.getByLabelText("Full name"), "Asha Rao");
    vi.mocked(dismissErrorToasts).mockClear();
    await user.click(screen.getByRole("button", { name: "I have a number outside India" }));
    // An error about the number in the other kind of box no longer applies.
    expect(dismissErrorToasts).toHaveBeenCalledTimes(1);
    const send = screen.getByRole("button", { name: "Send OTP" }) as HTMLButtonElement;
    await user.type(screen.getByLabelText("Mobile number with country code"), "+44 77");
    expect(send.disabled).toBe(true);
    await user.clear(screen.getByLabelText("Mobile number with country code"));
    await user.type(screen.getByLabelText("Mobile number with country code"), "+91 98123 45678");
    expect(send.disabled).toBe(false);
    expect(
      screen.getByText("This is an Indian number: we text its code, so no e-mail is needed."),
    ).toBeTruthy();
    reply(201, SENT);
    await user.click(send);
    await screen.findByRole("heading", { name: "Check your phone" });
    const body = JSON.parse(fetchMock.mock.calls[0]![1].body);
    expect(body).toMatchObject({ phone: "+91 98123 45678" });
    expect(body).not.toHaveProperty("email");
    expect(body).not.toHaveProperty("channel");
  });

  describe("a phone this browser confirmed for the flow within the day", () => {
    afterEach(() => window.localStorage.clear());
    const fill = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.type(screen.getByLabelText("Full name"), "Asha Rao");
      await user.type(screen.getByLabelText("Email"), "asha@example.in");
      await user.type(screen.getByLabelText("Mobile number"), "98123 45678");
    };

    it("asks the WhatsApp and offers choices before Send, unticked, and sends what was ticked", async () => {
      markPhoneVerified("priority_access", "+91 98123 45678");
      const user = userEvent.setup();
      render(<VerificationDialog open onOpenChange={() => {}} config={config} />, inRouter);
      await user.type(screen.getByLabelText("Mobile number"), "98123 4567");
      // Not this number yet: nothing extra asked.
      expect(screen.queryByRole("checkbox")).toBeNull();
      await user.clear(screen.getByLabelText("Mobile number"));
      await fill(user);
      const whatsapp = screen.getByRole("checkbox", { name: OPT_IN_CHOICES.whatsapp.text });
      const offers = screen.getByRole("checkbox", { name: OPT_IN_CHOICES.marketing.text });
      expect((whatsapp as HTMLInputElement).checked).toBe(false);
      expect((offers as HTMLInputElement).checked).toBe(false);
      await user.click(whatsapp);
      reply(201, {
        outcome: "verified",
        submissionId: SENT.submissionId,
        result: { ok: true },
        toast: config.texts.verified,
      });
      await user.click(screen.getByRole("button", { name: "Send OTP" }));
      await screen.findByRole("heading", { name: "You're on the list" });
      expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toMatchObject({
        phone: "98123 45678",
        optIns: { whatsapp: true, marketing: false },
      });
    });

    it("keeps the ticks on the code step when the server asks for a code after all", async () => {
      markPhoneVerified("priority_access", "+91 98123 45678");
      const user = userEvent.setup();
      render(<VerificationDialog open onOpenChange={() => {}} config={config} />, inRouter);
      await fill(user);
      await user.click(screen.getByRole("checkbox", { name: OPT_IN_CHOICES.marketing.text }));
      reply(201, SENT);
      await user.click(screen.getByRole("button", { name: "Send OTP" }));
      await screen.findByRole("heading", { name: "Check your phone" });
      const offers = screen.getByRole("checkbox", { name: OPT_IN_CHOICES.marketing.text });
      expect((offers as HTMLInputElement).checked).toBe(true);
      expect(
        (screen.getByRole("checkbox", { name: OPT_IN_CHOICES.whatsapp.text }) as HTMLInputElement).checked,
      ).toBe(false);
    });

    it("is not asked for a number the browser never confirmed", async () => {
      const user = userEvent.setup();
      render(<VerificationDialog open onOpenChange={() => {}} config={config} />, inRouter);
      await fill(user);
      expect(screen.queryByRole("checkbox")).toBeNull();
      reply(201, SENT);
      await user.click(screen.getByRole("button", { name: "Send OTP" }));
      await screen.findByRole("heading", { name: "Check your phone" });
      expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).not.toHaveProperty("optIns");
    });
  });
});

import { ArrowLeftIcon, LoaderCircleIcon, LockKeyholeIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { OtpInput } from "~/components/ui/otp-input";
import { authRequest, maskEmail, safeRedirect, SESSION_ENDED, type AuthError } from "./auth-client";
import { AuthAlert } from "./auth-alert";

export type SignInPageProps = {
  brandName: string;
  /** Where to go once signed in (already checked on the server to be a path on this site). */
  redirectTo: string;
  /** Why the person is here, when the console sent them. */
  reason?: "session_ended" | "password_set" | null;
  /** Filled in after the first-admin setup. */
  email?: string;
};

const RESEND_AFTER_SECONDS = 30;
const CODE_LENGTH = 6;

/**
 * Staff sign-in: e-mail and password, then the 6-digit code e-mailed to them. Calm and plain: one
 * thing to do on each step, errors in words a person can act on, nothing that says whether an
 * address has an account.
 */
export function SignInPage({ brandName, redirectTo, reason, email: initialEmail = "" }: SignInPageProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState<"password" | "code">("password");
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AuthError | null>(null);
  const [notice, setNotice] = useState<string | null>(
    reason === "session_ended"
      ? SESSION_ENDED
      : reason === "password_set"
        ? "Your password is saved. Sign in with it; we will e-mail you a code."
        : null,
  );
  const [resendIn, setResendIn] = useState(0);
  const emailId = useId();
  const passwordId = useId();
  const codeId = useId();
  const errorId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  async function sendCode(): Promise<boolean> {
    const sent = await authRequest<{ status: boolean }>("/two-factor/send-otp", { body: {} });
    if (!sent.ok) {
      setError(sent.error);
      return false;
    }
    setResendIn(RESEND_AFTER_SECONDS);
    return true;
  }

  async function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    const signedIn = await authRequest<{ twoFactorRedirect?: boolean }>("/sign-in/email", {
      body: { email: email.trim(), password },
    });
    if (!signedIn.ok) {
      setBusy(false);
      setError(signedIn.error);
      passwordRef.current?.select();
      return;
    }
    if (!signedIn.data?.twoFactorRedirect) {
      navigate(safeRedirect(redirectTo), { replace: true });
      return;
    }
    setPassword("");
    setCode("");
    setStep("code");
    await sendCode();
    setBusy(false);
  }

  async function submitCode(value = code) {
    if (busy || value.length !== CODE_LENGTH) return;
    setBusy(true);
    setError(null);
    const verified = await authRequest("/two-factor/verify-otp", { body: { code: value } });
    if (!verified.ok) {
      setBusy(false);
      setError(verified.error);
      setCode("");
      // The challenge is gone (timed out, or too many tries): start again from the password.
      if (verified.error.code === "INVALID_TWO_FACTOR_COOKIE") setStep("password");
      return;
    }
    // Checked again here, as whatever the page was given could have come from anywhere.
    // A full page load, so the console starts from a clean state with the new session's cookie.
    window.location.assign(safeRedirect(redirectTo));
  }

  async function resend() {
    if (busy || resendIn > 0) return;
    setBusy(true);
    setError(null);
    setCode("");
    if (await sendCode()) setNotice("We sent a new code. It replaces the one before.");
    setBusy(false);
  }

  function useAnotherAccount() {
    setStep("password");
    setCode("");
    setError(null);
    setNotice(null);
  }

  return (
    <AuthFrame brandName={brandName} title={step === "password" ? "Staff sign-in" : "Check your e-mail"}>
      {notice ? (
        <p role="status" className="mb-5 rounded-lg bg-sand-100 px-4 py-3 text-sm text-ink-800">
          {notice}
        </p>
      ) : null}
      {error ? (
        <AuthAlert id={errorId} className="mb-5" message={error.message} reasons={error.reasons} />
      ) : null}

      {step === "password" ? (
        <form onSubmit={submitPassword} noValidate className="space-y-5" data-testid="sign-in-password">
          <div className="space-y-1.5">
            <Label htmlFor={emailId}>Work e-mail</Label>
            <Input
              id={emailId}
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              required
              autoFocus={!initialEmail}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={passwordId}>Password</Label>
            <Input
              ref={passwordRef}
              id={passwordId}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              autoFocus={Boolean(initialEmail)}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          <Button
            type="submit"
            variant="ink"
            className="h-12 w-full"
            disabled={busy || !email.trim() || !password}
          >
            {busy ? <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" /> : null}
            Continue
          </Button>
          <p className="text-center text-xs leading-relaxed text-ink-500">
            Forgotten your password? An administrator can reset it for you.
          </p>
        </form>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submitCode();
          }}
          className="space-y-5"
          data-testid="sign-in-code"
        >
          <p className="text-sm leading-relaxed text-ink-700">
            We e-mailed a 6-digit code to <strong className="font-semibold">{maskEmail(email)}</strong>. It
            expires in 5 minutes.
          </p>
          <div className="space-y-1.5">
            <Label htmlFor={codeId}>Sign-in code</Label>
            <OtpInput
              id={codeId}
              name="code"
              value={code}
              onChange={setCode}
              onComplete={(value) => void submitCode(value)}
              onEnter={(value) => void submitCode(value)}
              autoFocus
              disabled={busy}
              aria-label="Sign-in code"
              aria-describedby={error ? errorId : undefined}
              aria-invalid={Boolean(error)}
            />
          </div>
          <Button type="submit" variant="ink" className="h-12 w-full" disabled={busy || code.length !== 6}>
            {busy ? <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" /> : null}
            Verify and sign in
          </Button>
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <button
              type="button"
              onClick={useAnotherAccount}
              className="inline-flex items-center gap-1.5 rounded text-ink-600 underline-offset-4 hover:text-ink-900 hover:underline"
            >
              <ArrowLeftIcon className="size-4" aria-hidden="true" />
              Use a different account
            </button>
            <button
              type="button"
              onClick={() => void resend()}
              disabled={busy || resendIn > 0}
              className="rounded font-medium text-gold-700 underline-offset-4 hover:underline disabled:text-ink-400 disabled:no-underline"
            >
              {resendIn > 0 ? `Send a new code in ${resendIn} s` : "Send a new code"}
            </button>
          </div>
        </form>
      )}
    </AuthFrame>
  );
}

/** The staff pages' frame: the brand on deep ink, one calm card. */
export function AuthFrame({
  brandName,
  title,
  children,
  wide = false,
}: {
  brandName: string;
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center bg-ink-950 bg-[radial-gradient(ellipse_at_top,rgba(194,155,87,0.18),transparent_60%)] px-4 py-12"
    >
      <div className={wide ? "w-full max-w-lg" : "w-full max-w-md"}>
        <div className="mb-8 text-center">
          <p className="font-display text-3xl tracking-wide text-ivory">{brandName}</p>
          <p className="mt-2 inline-flex items-center gap-2 text-xs font-semibold tracking-[0.3em] text-gold-400 uppercase">
            <LockKeyholeIcon className="size-3.5" aria-hidden="true" />
            VOX · Staff only
          </p>
        </div>
        <section className="rounded-2xl bg-ivory p-6 shadow-2xl shadow-black/30 sm:p-8">
          <h1 className="mb-6 font-display text-3xl text-ink-900">{title}</h1>
          {children}
        </section>
        <p className="mt-8 text-center text-xs leading-relaxed text-ink-300">
          For the agency's staff. Sign-ins are recorded; never share your password or sign-in code.
        </p>
      </div>
    </main>
  );
}

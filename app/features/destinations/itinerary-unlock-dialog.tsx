import { LoaderCircleIcon, LockKeyholeOpenIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  CodeStep,
  KeptUnverifiedNotice,
  PhoneConsentNote,
  useCountdown,
  usePhoneVerification,
  type CodeStepTexts,
  type PhoneVerificationTexts,
} from "~/features/verification";
import {
  UNLOCK_PHONE_DIGITS,
  UNLOCK_TEXT,
  itineraryUnlockSchema,
  unlockIssueTitle,
  type ItineraryUnlockResult,
} from "./itinerary-unlock-schema";

/**
 * The itinerary unlock: name and mobile → the code → verified, and then the dialog closes and
 * clears itself (the toast says the plan is unlocked, and the plan opens on the page). Its own form
 * rather than the shared dialog's because the unlock form keeps the phone to ten digits as typed.
 */
export type ItineraryUnlockDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  destinationSlug: string;
  itineraryId?: string;
  itineraryTitle?: string;
  onVerified: (result: ItineraryUnlockResult) => void;
};

const TEXTS: PhoneVerificationTexts = {
  sendFailed: UNLOCK_TEXT.sendFailed,
  resendFailed: UNLOCK_TEXT.resendFailed,
  verifyFailed: UNLOCK_TEXT.verifyFailed,
  wrongCode: UNLOCK_TEXT.wrongCode,
  incompleteCode: UNLOCK_TEXT.incompleteCode,
  invalidSession: UNLOCK_TEXT.invalidSession,
  verified: UNLOCK_TEXT.verified,
};

const CODE_TEXTS: CodeStepTexts = {
  title: "Enter your code",
  verifyLabel: "Verify & Unlock",
  backLabel: "Back",
  resendLabel: "Resend OTP",
};

const digitsOnly = (value: string) => value.replace(/\D/g, "").slice(0, UNLOCK_PHONE_DIGITS);

export function ItineraryUnlockDialog({
  open,
  onOpenChange,
  destinationSlug,
  itineraryId,
  itineraryTitle,
  onVerified,
}: ItineraryUnlockDialogProps) {
  const id = useId();
  const verification = usePhoneVerification<ItineraryUnlockResult>({
    purpose: "itinerary_unlock",
    texts: TEXTS,
    onVerified: (result) => {
      onOpenChange(false);
      onVerified(result);
    },
  });
  const { state } = verification;
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const nameRef = useRef<HTMLInputElement>(null);
  const blockedSeconds = useCountdown(state.sendBlockedUntil);

  // Closing clears everything, so the next person on a shared device starts blank.
  useEffect(() => {
    if (!open) {
      verification.reset();
      setName("");
      setPhone("");
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on open/close
  }, [open]);

  // Back from the code step: the caret returns to the form.
  useEffect(() => {
    if (state.step === "details") nameRef.current?.focus();
  }, [state.step]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { name, phone, destinationSlug, itineraryId: itineraryId ?? "" };
    const parsed = itineraryUnlockSchema.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? "");
      const message = issue?.message ?? UNLOCK_TEXT.required.description;
      const errors: Record<string, string> = {};
      for (const i of parsed.error.issues) errors[String(i.path[0])] ??= i.message;
      verification.rejectFields(errors, { title: unlockIssueTitle(field, message), description: message });
      document.getElementById(`${id}-${field === "phone" ? "phone" : "name"}`)?.focus();
      return;
    }
    void verification.start(fields);
  };

  const fieldError = (field: "name" | "phone") => state.fieldErrors[field];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[92dvh] overflow-y-auto sm:max-w-lg"
        data-testid="itinerary-unlock-dialog"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          nameRef.current?.focus();
        }}
      >
        <DialogHeader>
          <span className="flex size-11 items-center justify-center rounded-full border border-gold-500/40 bg-ivory text-gold-700">
            <LockKeyholeOpenIcon className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle className="font-display text-[1.75rem] leading-tight font-medium">
            Unlock the Day-by-Day Plan
          </DialogTitle>
          <DialogDescription>
            {itineraryTitle ? (
              <>
                See every day of <strong className="font-semibold text-ink-900">{itineraryTitle}</strong>
                {" — "}
              </>
            ) : null}
            verify your mobile number once and every itinerary opens for the next 24 hours.
          </DialogDescription>
        </DialogHeader>

        {state.step === "details" ? (
          <form noValidate onSubmit={handleSubmit} className="mt-2 grid gap-5">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-name`}>Your name</Label>
              <Input
                ref={nameRef}
                id={`${id}-name`}
                name="name"
                autoComplete="name"
                value={name}
                aria-invalid={fieldError("name") ? true : undefined}
                aria-describedby={fieldError("name") ? `${id}-name-error` : undefined}
                onChange={(e) => {
                  setName(e.target.value);
                  verification.clearFieldError("name");
                }}
              />
              {fieldError("name") ? (
                <p id={`${id}-name-error`} className="text-sm text-danger-600">
                  {fieldError("name")}
                </p>
              ) : null}
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-phone`}>Mobile number</Label>
              <div className="flex items-center gap-2">
                <span className="flex h-11 items-center shrink-0 rounded-xl border border-sand-300 bg-sand-50 px-3.5 text-base text-ink-700 tabular-nums sm:text-sm">
                  +91
                </span>
                <Input
                  id={`${id}-phone`}
                  name="phone"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={UNLOCK_PHONE_DIGITS}
                  placeholder="98765 43210"
                  value={phone}
                  className="tabular-nums"
                  aria-invalid={fieldError("phone") ? true : undefined}
                  aria-describedby={[fieldError("phone") ? `${id}-phone-error` : "", `${id}-consent`]
                    .filter(Boolean)
                    .join(" ")}
                  onChange={(e) => {
                    setPhone(digitsOnly(e.target.value));
                    verification.clearFieldError("phone");
                  }}
                />
              </div>
              {fieldError("phone") ? (
                <p id={`${id}-phone-error`} className="text-sm text-danger-600">
                  {fieldError("phone")}
                </p>
              ) : null}
              <PhoneConsentNote id={`${id}-consent`} />
            </div>
            <Button type="submit" size="lg" disabled={state.sending || blockedSeconds > 0} className="w-full">
              {state.sending ? (
                <LoaderCircleIcon className="motion-safe:animate-spin" aria-hidden="true" />
              ) : null}
              {blockedSeconds > 0 ? `Send OTP in ${blockedSeconds}s` : "Send OTP"}
            </Button>
          </form>
        ) : null}

        {state.step === "code" ? (
          <CodeStep
            variant="dialog"
            state={state}
            texts={CODE_TEXTS}
            onVerify={(code) => void verification.verify(code)}
            onBack={verification.back}
            onResend={() => void verification.resend()}
          />
        ) : null}

        {state.step === "kept" ? (
          <KeptUnverifiedNotice
            variant="dialog"
            whatsappMessage={`Hello, I would like the day-by-day plan of ${itineraryTitle ?? "an itinerary"}.`}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

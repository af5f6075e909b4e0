import { ArrowLeftIcon, LoaderCircleIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from "react";
import { CallOrWhatsApp } from "~/components/call-or-whatsapp";
import { Button } from "~/components/ui/button";
import { OtpInput } from "~/components/ui/otp-input";
import { cn } from "~/lib/cn";
import { formatIndiaClock } from "~/lib/format";
import { ResendCountdown, useCountdown } from "./resend-countdown";
import type { PhoneVerificationState } from "./use-phone-verification";
import { useCodeDelivery } from "./use-sms-delivery";
import { SMS_NOT_DELIVERED_TEXT, WHATSAPP_NOT_DELIVERED_TEXT } from "./verification-messages";
import { VERIFICATION_CODE_LENGTH } from "./verification-purposes";
import { OPT_IN_CHOICES, type OptIns } from "./phone-consent";

export type CodeStepTexts = {
  title: string;
  verifyLabel: string;
  backLabel: string;
  resendLabel: string;
  /**
   * Said instead of "We sent a 6-digit code to …" where the page must not tell whether a code went
   * (the privacy page, for a number outside India).
   */
  sentNote?: string;
};

type Props = {
  state: PhoneVerificationState<unknown>;
  texts: CodeStepTexts;
  onVerify: (code: string, optIns: OptIns) => void;
  /** Show the two unticked choices (WhatsApp updates, offers) whose answers go with the code. */
  offerOptIns?: boolean;
  /** What the visitor already ticked before the code was sent (a phone the browser took as proven). */
  initialOptIns?: OptIns;
  onBack: () => void;
  onResend: () => void;
  /**
   * A new code by the channel the visitor picked ("Send code on WhatsApp", or SMS when WhatsApp did
   * not deliver). Without it only Resend is offered.
   */
  onResendBy?: (channel: "sms" | "whatsapp") => void;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Shown above the title (the quiz's "One last step"). */
  eyebrow?: ReactNode;
  /** "page": the large heading of an inline step; "dialog": the dialog supplies its own title. */
  variant?: "page" | "dialog";
};

const minutes = (seconds: number, more = "") => {
  const m = Math.max(1, Math.round(seconds / 60));
  return `${m} ${more}minute${m === 1 ? "" : "s"}`;
};

/** A flow's message ends as a sentence before the tries left follow it (some flows' wording has no stop). */
const asSentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
const triesLeft = (n: number) => (n === 1 ? "1 try left." : `${n} tries left.`);

/**
 * The code step every flow shows: where the code went and how long it lasts (the server's setting),
 * the six boxes, Verify, Back and Resend with its countdown. A refusal is written under the boxes
 * (with the tries left after a wrong code), and an expired code says so and offers a new one.
 */
export function CodeStep({
  state,
  texts,
  onVerify,
  onBack,
  onResend,
  onResendBy,
  offerOptIns = false,
  initialOptIns,
  headingRef,
  eyebrow,
  variant = "page",
}: Props) {
  const [code, setCode] = useState("");
  const [optIns, setOptIns] = useState<OptIns>(initialOptIns ?? NO_OPT_INS);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const secondsLeft = useCountdown(state.expiresAt);
  const expired = state.expiresAt !== null && secondsLeft === 0;
  // The provider said the SMS will not arrive: the other ways in are offered at once, not after a wait.
  const delivery = useCodeDelivery(state.submissionId, !expired, state.codeResets);
  const notDelivered = delivery.failed && state.channel === "sms";

  // A refused or replaced code is cleared and the caret put back for the next try.
  useEffect(() => {
    setCode("");
    if (state.codeResets > 1) box.current?.querySelector("input")?.focus();
  }, [state.codeResets]);
  // The box is disabled while a check runs, which drops the focus; give it back when the check ends
  // without an answer (the network failed), so keyboard and screen-reader users keep their place.
  useEffect(() => {
    if (!state.verifying && document.activeElement === document.body)
      box.current?.querySelector("input")?.focus();
  }, [state.verifying]);

  const canVerify = code.length === VERIFICATION_CODE_LENGTH && !state.verifying && !expired;
  const submit = () => {
    if (canVerify) onVerify(code, optIns);
  };
  const message = expired
    ? "This code has expired. Request a new one below."
    : state.codeError
      ? state.attemptsLeft && state.attemptsLeft > 0
        ? `${asSentence(state.codeError)} ${triesLeft(state.attemptsLeft)}`
        : state.codeError
      : null;
  const Heading = variant === "page" ? "h2" : "h3";

  return (
    <div className={cn(variant === "page" && "motion-safe:animate-slide-up")}>
      {eyebrow}
      <Heading
        ref={headingRef}
        tabIndex={-1}
        className={cn(
          "font-display font-medium text-ink-900 outline-none",
          variant === "page" ? "mt-5 text-[2rem] leading-[1.1] sm:text-[2.75rem]" : "text-2xl leading-tight",
        )}
      >
        {texts.title}
      </Heading>
      <p
        id={`${id}-help`}
        className={cn("max-w-xl text-ink-700", variant === "page" ? "mt-3" : "mt-2 text-sm")}
      >
        {texts.sentNote ?? (
          <>
            {state.channel === "whatsapp"
              ? "We sent a 6-digit code on WhatsApp to"
              : "We sent a 6-digit code to"}{" "}
            <strong className="font-semibold whitespace-nowrap text-ink-900">{state.phoneDisplay}</strong>
            {/* Taken up again (reopened, reloaded): the code already on the phone, and what is left of it. */}
            {state.returned && state.sentAt !== null && !expired
              ? ` at ${formatIndiaClock(state.sentAt)}. It's valid for ${minutes(secondsLeft, "more ")}.`
              : state.codeTtlSeconds
                ? `. It's valid for ${minutes(state.codeTtlSeconds)}.`
                : "."}
          </>
        )}
      </p>
      {notDelivered ? (
        <div
          role="status"
          className={cn(
            "max-w-sm rounded-card border border-gold-400 bg-sand-50 p-4",
            variant === "page" ? "mt-6" : "mt-4",
          )}
        >
          <p className="text-sm font-semibold text-ink-900">{SMS_NOT_DELIVERED_TEXT.title}</p>
          <p className="mt-1 text-sm text-ink-700">{SMS_NOT_DELIVERED_TEXT.description}</p>
          <CallOrWhatsApp
            whatsappMessage={`Hello, my verification code did not reach ${state.phoneDisplay}.`}
            className="mt-4"
          />
        </div>
      ) : null}
      {onResendBy ? (
        <ChannelChoice
          state={state}
          smsFallback={delivery.smsFallback}
          onResendBy={onResendBy}
          variant={variant}
        />
      ) : null}

      <div ref={box} className={cn("max-w-sm", variant === "page" ? "mt-8" : "mt-6")}>
        <OtpInput
          id={`${id}-code`}
          value={code}
          onChange={setCode}
          onEnter={submit}
          autoFocus
          disabled={state.verifying}
          aria-label="6-digit verification code"
          aria-describedby={`${id}-help${message ? ` ${id}-error` : ""}`}
          aria-invalid={message ? true : undefined}
        />
        {/* Reserved height: the message appears without moving the buttons. A refused code is
            announced by its toast, so the line is only the boxes' description; a code that ran out
            on the clock has no toast, so that one line is said here. */}
        <p id={`${id}-error`} className="mt-3 min-h-10 text-sm leading-snug text-danger-600">
          <span role="alert">{expired && !state.codeError ? message : null}</span>
          {expired && !state.codeError ? null : message}
        </p>
        {offerOptIns ? <OptInChoices value={optIns} onChange={setOptIns} /> : null}
        <Button type="button" size="lg" className="mt-2 w-full" onClick={submit} disabled={!canVerify}>
          {state.verifying ? (
            <LoaderCircleIcon className="motion-safe:animate-spin" aria-hidden="true" />
          ) : null}
          {texts.verifyLabel}
        </Button>
        <div className="mt-4 flex items-center justify-between gap-2">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-11"
            onClick={onBack}
            disabled={state.verifying}
          >
            <ArrowLeftIcon aria-hidden="true" />
            {texts.backLabel}
          </Button>
          <ResendCountdown
            availableAt={state.resendAt}
            onResend={onResend}
            busy={state.resending}
            checking={state.checking}
            label={texts.resendLabel}
          />
        </div>
      </div>
    </div>
  );
}

/**
 * The other channel, when there is one: "Send code on WhatsApp" beside SMS (after the resend
 * cooldown, like Resend), and for a WhatsApp code that failed or was not delivered in time, SMS at
 * once (the server skips the cooldown then).
 */
function ChannelChoice({
  state,
  smsFallback,
  onResendBy,
  variant,
}: {
  state: PhoneVerificationState<unknown>;
  smsFallback: boolean;
  onResendBy: (channel: "sms" | "whatsapp") => void;
  variant: "page" | "dialog";
}) {
  const waiting = useCountdown(state.resendAt) > 0;
  const busy = state.resending || state.checking || state.verifying;
  if (state.channel === "whatsapp" && smsFallback) {
    return (
      <div
        role="status"
        className={cn(
          "max-w-sm rounded-card border border-gold-400 bg-sand-50 p-4",
          variant === "page" ? "mt-6" : "mt-4",
        )}
      >
        <p className="text-sm font-semibold text-ink-900">{WHATSAPP_NOT_DELIVERED_TEXT.title}</p>
        <p className="mt-1 text-sm text-ink-700">{WHATSAPP_NOT_DELIVERED_TEXT.description}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-3 h-11"
          disabled={busy}
          onClick={() => onResendBy("sms")}
        >
          Send code by SMS
        </Button>
      </div>
    );
  }
  const other = state.channel === "whatsapp" ? "sms" : "whatsapp";
  if (!state.channels.includes(other)) return null;
  return (
    <Button
      type="button"
      variant="link"
      size="sm"
      className={cn("h-11 px-0", variant === "page" ? "mt-4" : "mt-3")}
      disabled={busy || waiting}
      onClick={() => onResendBy(other)}
    >
      {other === "whatsapp" ? "Send code on WhatsApp" : "Send code by SMS instead"}
    </Button>
  );
}

export const NO_OPT_INS: OptIns = { whatsapp: false, marketing: false };

/** Two plain, unticked choices; each ticked one is recorded as its own consent with the lead. */
export function OptInChoices({ value, onChange }: { value: OptIns; onChange: (next: OptIns) => void }) {
  return (
    <fieldset className="mb-3 grid gap-2">
      <legend className="sr-only">Optional</legend>
      {(["whatsapp", "marketing"] as const).map((key) => (
        <label key={key} className="flex items-start gap-2 text-sm text-ink-700">
          <input
            type="checkbox"
            checked={value[key]}
            onChange={(event) => onChange({ ...value, [key]: event.target.checked })}
            className="mt-0.5 size-4 accent-gold-600"
          />
          {OPT_IN_CHOICES[key].text}
        </label>
      ))}
    </fieldset>
  );
}
